var E;
(function (E) {
    E[E["A"] = 1] = "A";
    E[E["B"] = 2] = "B";
    E[E["C"] = 20] = "C";
    E[E["D"] = 21] = "D";
    E[E["F"] = 101] = "F";
})(E || (E = {}));
console.log(E.A, E.B, E.C, E.D, E.F);
var S;
(function (S) {
    S["Prefix"] = "pre";
    S["Full"] = "pre-full";
})(S || (S = {}));
console.log(S.Full);
