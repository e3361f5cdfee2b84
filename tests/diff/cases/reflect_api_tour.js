// Reflect functions side by side with their Object counterparts: return booleans instead of throwing, receivers, ownKeys order.
const o = { b: 1, a: 2, 10: "x", 2: "y", [Symbol("s")]: 3 };
console.log(Reflect.ownKeys(o).map(String).join(), Object.getOwnPropertyNames(o).join());
const frozen = Object.freeze({ z: 1 });
console.log(Reflect.set(frozen, "z", 2), Reflect.defineProperty(frozen, "n", { value: 1 }), Reflect.deleteProperty(frozen, "z"), Reflect.isExtensible(frozen));
try { Object.defineProperty(frozen, "n", { value: 1 }); } catch (e) { console.log(e.name); }
const receiver = { factor: 10 };
const src = { get scaled() { return this.factor * 2; }, set target(v) { this.written = v; } };
console.log(Reflect.get(src, "scaled", receiver), Reflect.set(src, "target", 5, receiver), receiver.written, src.written);
console.log(Reflect.has([], "length"), Reflect.has({}, "toString"), Reflect.getOwnPropertyDescriptor({ x: 1 }, "x").writable, Reflect.getOwnPropertyDescriptor({}, "x"));
class P { constructor(a) { this.a = a; this.nt = new.target.name; } } class Q {}
const inst = Reflect.construct(P, [1], Q); console.log(inst.a, inst.nt, inst instanceof Q, inst instanceof P);
console.log(Reflect.apply(String.prototype.slice, "abcdef", [1, 3]), Reflect.apply(Math.min, undefined, [3, 1, 2]));
const np = {}; console.log(Reflect.setPrototypeOf(np, Array.prototype), np instanceof Array, Reflect.setPrototypeOf(Object.preventExtensions({}), null), Reflect.getPrototypeOf(np) === Array.prototype);
for (const bad of [() => Reflect.get(1, "x"), () => Reflect.apply(1), () => Reflect.construct(() => {}, []), () => Reflect.ownKeys("str")]) { try { bad(); } catch (e) { console.log(e.name); } }
console.log(Object.prototype.toString.call(Reflect), Reflect[Symbol.toStringTag], typeof Reflect, Object.keys(Reflect).length);
