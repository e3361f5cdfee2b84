var Dir;
(function (Dir) {
    Dir["Up"] = "UP";
    Dir["Down"] = "DOWN";
    Dir["Left"] = "LEFT";
})(Dir || (Dir = {}));
console.log(Dir.Up, Dir.Down, Object.keys(Dir), Object.values(Dir));
console.log(Dir["UP"]);
var Tpl;
(function (Tpl) {
    Tpl["A"] = "a";
    Tpl["B"] = "bc";
})(Tpl || (Tpl = {}));
console.log(Tpl.A, Tpl.B);
