var Merged;
(function (Merged) {
    Merged[Merged["A"] = 0] = "A";
    Merged[Merged["B"] = 1] = "B";
})(Merged || (Merged = {}));
(function (Merged) {
    Merged[Merged["C"] = 5] = "C";
    Merged[Merged["D"] = 6] = "D";
})(Merged || (Merged = {}));
console.log(Merged.A, Merged.B, Merged.C, Merged.D, Merged[6], Object.keys(Merged));
