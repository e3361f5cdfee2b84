const café = "crème";
var Ünïcode;
(function (Ünïcode) {
    Ünïcode[Ünïcode["\u00C4"] = 1] = "\u00C4";
    Ünïcode[Ünïcode["\u00D6"] = 2] = "\u00D6";
})(Ünïcode || (Ünïcode = {}));
var Ω;
(function (Ω) {
    Ω.π = 3.14;
})(Ω || (Ω = {}));
console.log(café, Ünïcode.Ö, Ω.π);
