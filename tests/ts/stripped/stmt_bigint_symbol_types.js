const big = 2n ** 64n;
const sym = Symbol.for("k");
const o = { [sym]: "symval" };
console.log(big.toString(), typeof sym, o[sym]);
