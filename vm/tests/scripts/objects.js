// Objects: literals, property access, shapes, delete, enumeration order, descriptors.
const o = { a: 1, b: "two", c: [3], "d e": 4, 10: "ten", 2: "two!" };
print(o.a, o["b"], o.c[0], o["d e"], o[10], o.zz);
print(Object.keys(o).join(","));
o.z = 26;
delete o.a;
print(Object.keys(o).join(","), "a" in o, "z" in o, o.hasOwnProperty("b"));
const p = Object.create(o);
p.own = 1;
print(p.b, p.own, Object.keys(p).join(","), Object.getPrototypeOf(p) === o);
const keys = [];
for (const k in p) keys.push(k);
print(keys.join(","));
Object.defineProperty(o, "hidden", { value: 42, enumerable: false });
print(o.hidden, Object.keys(o).includes("hidden"));
const d = Object.getOwnPropertyDescriptor(o, "hidden");
print(d.value, d.writable, d.enumerable, d.configurable);
o.hidden = 1;
print(o.hidden);
const frozen = Object.freeze({ q: 1 });
frozen.q = 2;
frozen.r = 3;
print(frozen.q, frozen.r, Object.isFrozen(frozen));
const withAccessors = {
  _v: 1,
  get v() { return this._v * 10; },
  set v(x) { this._v = x; },
};
withAccessors.v = 5;
print(withAccessors.v, withAccessors._v);
print(Object.entries({ x: 1, y: 2 }).join(";"), Object.values({ x: 1, y: 2 }).join(","));
print(Object.assign({}, { a: 1 }, { b: 2 }).b, { ...{ s: 1 }, t: 2 }.s);
const many = {};
for (let i = 0; i < 100; i++) many["k" + i] = i;
delete many.k50;
let total = 0;
for (const k in many) total += many[k];
print(total, Object.keys(many).length, many.k99);
print(String(o), `${{}}`, Object.prototype.toString.call([]), Object.prototype.toString.call(null));
