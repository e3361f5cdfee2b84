var A;
(function (A) {
    var B;
    (function (B) {
        var C;
        (function (C) {
            C.deep = "deep";
            function f() { return C.deep + "!"; }
            C.f = f;
        })(C = B.C || (B.C = {}));
    })(B = A.B || (A.B = {}));
})(A || (A = {}));
console.log(A.B.C.deep, A.B.C.f());
var Outer;
(function (Outer) {
    let Inner;
    (function (Inner) {
        Inner.v = 1;
    })(Inner = Outer.Inner || (Outer.Inner = {}));
    Outer.w = Inner.v + 1;
})(Outer || (Outer = {}));
console.log(Outer.Inner.v, Outer.w);
