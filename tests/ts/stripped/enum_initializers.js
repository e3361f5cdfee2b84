var Status;
(function (Status) {
    Status[Status["Active"] = 1] = "Active";
    Status[Status["Inactive"] = 2] = "Inactive";
    Status[Status["Deleted"] = 10] = "Deleted";
    Status[Status["Archived"] = 11] = "Archived";
})(Status || (Status = {}));
console.log(Status.Active, Status.Inactive, Status.Deleted, Status.Archived, Status[11]);
var Neg;
(function (Neg) {
    Neg[Neg["A"] = -2] = "A";
    Neg[Neg["B"] = -1] = "B";
    Neg[Neg["C"] = 0] = "C";
})(Neg || (Neg = {}));
console.log(Neg.A, Neg.B, Neg.C, Neg[-1]);
var Frac;
(function (Frac) {
    Frac[Frac["Half"] = 0.5] = "Half";
    Frac[Frac["Next"] = 1.5] = "Next";
})(Frac || (Frac = {}));
console.log(Frac.Half, Frac.Next);
