const sym: unique symbol = Symbol("s");
declare const other: unique symbol;
interface HasSym { [sym]: number }
const o: HasSym = { [sym]: 42 };
console.log(o[sym], sym.toString());
