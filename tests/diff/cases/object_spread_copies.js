// Object spread and rest: symbols before and after strings, index keys, read-only,
// non-enumerable and accessor properties, private fields, arrays, copies that are then
// changed, frozen sources, primitives, and a proxy's ownKeys trap.
const sym = Symbol("s");
const base = { a: 1, b: 2, [sym]: 3 };
console.log(JSON.stringify({ ...base, c: 4 }), Object.getOwnPropertySymbols({ ...base }).length);
const symFirst = { [sym]: 1, z: 2 }; console.log(Reflect.ownKeys({ ...symFirst }).map(String).join());
const withIdx = { b: 1, 2: "two", a: 3, 1: "one" }; console.log(JSON.stringify({ ...withIdx }), Object.keys({ ...withIdx }).join());
const ro = Object.defineProperty({ x: 1 }, "y", { value: 2, enumerable: true, writable: false }); const c = { ...ro }; console.log(JSON.stringify(Object.getOwnPropertyDescriptor(c, "y")));
const hidden = Object.defineProperty({ x: 1 }, "h", { value: 2, enumerable: false }); console.log(JSON.stringify({ ...hidden }));
let got = 0; const acc = { get g() { got++; return 5; }, v: 1 }; const ca = { ...acc }; console.log(JSON.stringify(Object.getOwnPropertyDescriptor(ca, "g")), got);
class P { #p = 1; q = 2; } console.log(JSON.stringify({ ...new P() }));
const arr = [1, , 3]; console.log(JSON.stringify({ ...arr }));
const o1 = { a: 1 }; const o2 = { ...o1 }; o2.a = 9; o2.b = 1; console.log(o1.a, JSON.stringify(o1), JSON.stringify(o2));
const frozen = Object.freeze({ f: 1 }); const cf = { ...frozen }; cf.f = 2; console.log(cf.f, Object.isFrozen(cf));
const { a, ...rest } = { a: 1, b: 2, c: 3 }; console.log(JSON.stringify(rest));
console.log(JSON.stringify(Object.assign({}, { ...{ k: 1 } })), JSON.stringify({ ...null, ...undefined, ..."hi", ...5 }));
const p = new Proxy({ t: 1 }, { ownKeys(t) { console.log("trap"); return Reflect.ownKeys(t); } }); console.log(JSON.stringify({ ...p }));
