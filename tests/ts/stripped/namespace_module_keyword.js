var Legacy;
(function (Legacy) {
    Legacy.v = "legacy";
})(Legacy || (Legacy = {}));
console.log(Legacy.v);
var Assign;
(function (Assign) {
    Assign.n = 1;
    Assign.n += 5;
    function get() { return Assign.n; }
    Assign.get = get;
})(Assign || (Assign = {}));
console.log(Assign.n, Assign.get());
