// Symbols: registry, descriptions, well-known symbols, symbols as keys.
const a = Symbol("desc"), b = Symbol.for("shared"), c = Symbol.for("shared");
console.log(a.toString(), a.description, b === c, Symbol.keyFor(b), Symbol.keyFor(a), Symbol().description);
const o = { [a]: 1, plain: 2 };
console.log(Object.keys(o).join(), Object.getOwnPropertySymbols(o).length, o[a], JSON.stringify(o));
try { a + ""; } catch (e) { console.log(e.name); }
console.log(String(a), typeof Symbol.iterator, Symbol.iterator.toString(), Object(a) instanceof Symbol);
const custom = { [Symbol.toStringTag]: "Custom" };
console.log(Object.prototype.toString.call(custom), Object.prototype.toString.call(null), Object.prototype.toString.call([]));
const spreadable = { length: 2, 0: "x", 1: "y", [Symbol.isConcatSpreadable]: true };
console.log([1].concat(spreadable).join());
