var Mixed;
(function (Mixed) {
    Mixed[Mixed["No"] = 0] = "No";
    Mixed["Yes"] = "YES";
    Mixed[Mixed["Maybe"] = 5] = "Maybe";
    Mixed[Mixed["Later"] = 6] = "Later";
})(Mixed || (Mixed = {}));
console.log(Mixed.No, Mixed.Yes, Mixed.Maybe, Mixed.Later, Mixed[6], Object.keys(Mixed));
