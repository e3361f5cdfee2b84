console.log(typeof globalThis.Ambient);
var Real;
(function (Real) {
    Real[Real["Z"] = 26] = "Z";
})(Real || (Real = {}));
console.log(Real.Z);
