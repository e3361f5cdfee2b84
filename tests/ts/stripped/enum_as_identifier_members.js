var Keywords;
(function (Keywords) {
    Keywords[Keywords["delete"] = 0] = "delete";
    Keywords[Keywords["new"] = 5] = "new";
    Keywords[Keywords["in"] = 6] = "in";
    Keywords[Keywords["typeof"] = 20] = "typeof";
    Keywords[Keywords["class"] = 21] = "class";
})(Keywords || (Keywords = {}));
console.log(Keywords.delete, Keywords.new, Keywords.in, Keywords.typeof, Keywords.class);
