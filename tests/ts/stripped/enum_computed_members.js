var Flags;
(function (Flags) {
    Flags[Flags["None"] = 0] = "None";
    Flags[Flags["A"] = 1] = "A";
    Flags[Flags["B"] = 2] = "B";
    Flags[Flags["C"] = 4] = "C";
    Flags[Flags["AB"] = 3] = "AB";
    Flags[Flags["All"] = 7] = "All";
    Flags[Flags["Neg"] = -2] = "Neg";
})(Flags || (Flags = {}));
console.log(Flags.A, Flags.B, Flags.C, Flags.AB, Flags.All, Flags.Neg, Flags[3]);
var Calc;
(function (Calc) {
    Calc[Calc["X"] = 8] = "X";
    Calc[Calc["Y"] = 17] = "Y";
    Calc[Calc["Z"] = 1] = "Z";
    Calc[Calc["W"] = 12.5] = "W";
    Calc[Calc["S"] = 25] = "S";
    Calc[Calc["U"] = 15] = "U";
})(Calc || (Calc = {}));
console.log(Calc.X, Calc.Y, Calc.Z, Calc.W, Calc.S, Calc.U);
