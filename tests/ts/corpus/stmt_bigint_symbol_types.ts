const big: bigint = 2n ** 64n;
const sym: symbol = Symbol.for("k");
const o: Record<symbol, string> = { [sym]: "symval" };
console.log(big.toString(), typeof sym, o[sym]);
