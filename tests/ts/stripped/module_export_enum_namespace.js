export var Flag;
(function (Flag) {
    Flag[Flag["On"] = 1] = "On";
    Flag[Flag["Off"] = 0] = "Off";
})(Flag || (Flag = {}));
export var Space;
(function (Space) {
    function hi() { return "hi"; }
    Space.hi = hi;
})(Space || (Space = {}));
export var Plain;
(function (Plain) {
    Plain[Plain["P"] = 0] = "P";
})(Plain || (Plain = {}));
console.log(Flag.On, Space.hi(), Plain.P, Plain[0]);
