// Well-known symbols changing builtin behaviour: isConcatSpreadable, toPrimitive order, match/replace/split/search on custom objects, unscopables.
const spreadable = { length: 2, 0: "a", 1: "b", [Symbol.isConcatSpreadable]: true };
const notSpread = [3, 4]; notSpread[Symbol.isConcatSpreadable] = false;
console.log(JSON.stringify([1].concat(spreadable, notSpread)));
const log = [];
const prim = { valueOf() { log.push("valueOf"); return 42; }, toString() { log.push("toString"); return "str"; } };
console.log(prim + 1, `${prim}`, prim * 2, String(prim), [prim] + "", log.join());
const matcher = { [Symbol.match]: (s) => ["custom:" + s], [Symbol.replace]: (s, r) => `${r}(${s})`, [Symbol.split]: (s, lim) => s.split("").reverse().slice(0, lim), [Symbol.search]: () => 7 };
console.log("abc".match(matcher)[0], "abc".replace(matcher, "R"), JSON.stringify("abc".split(matcher, 2)), "abc".search(matcher));
const notRegex = /x/; notRegex[Symbol.match] = false; console.log("/x/".startsWith(notRegex), "a/x/b".includes(notRegex));
console.log(Object.keys(Array.prototype[Symbol.unscopables]).sort().slice(0, 5).join(), Array.prototype[Symbol.unscopables].flat);
const tagged = { get [Symbol.toStringTag]() { return "Custom"; } }; console.log(String(tagged), Object.prototype.toString.call(null), Object.prototype.toString.call([]), Object.prototype.toString.call(function* () {}));
console.log(Symbol.iterator.toString(), Symbol.for("k") === Symbol.for("k"), Symbol.keyFor(Symbol.for("k")), Symbol.keyFor(Symbol("k")), Symbol("d").description, Symbol().description);
try { Symbol() + ""; } catch (e) { console.log(e.name); } try { new Symbol(); } catch (e) { console.log(e.name); }
const o = { [Symbol("a")]: 1, b: 2 }; console.log(Object.keys(o).length, Object.getOwnPropertySymbols(o).length, JSON.stringify(o), Symbol("x") in { x: 1 });
