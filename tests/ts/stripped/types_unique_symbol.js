const sym = Symbol("s");
const o = { [sym]: 42 };
console.log(o[sym], sym.toString());
