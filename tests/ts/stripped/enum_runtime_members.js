const base = 10;
function compute() { return 42; }
var R;
(function (R) {
    R[R["A"] = 11] = "A";
    R[R["B"] = compute()] = "B";
    R[R["C"] = "abc".length] = "C";
    R[R["D"] = 22] = "D";
})(R || (R = {}));
console.log(R.A, R.B, R.C, R.D, R[42]);
