// for-in: which keys are visited, in which order, and which proto keys are shadowed.
function keys(o) {
  const out = [];
  for (const k in o) out.push(k);
  return out.join(",");
}
// Own keys: indices first, then strings in creation order; symbols never.
const a = { b: 1, 2: 1, a: 1, 1: 1, [Symbol("s")]: 1 };
console.log(keys(a));
// Proto keys after own ones; an own key (even non-enumerable) shadows a proto key.
const proto = { p: 1, shared: 1, hidden: 1 };
const child = Object.create(proto);
child.own = 1;
child.shared = 2;
Object.defineProperty(child, "hidden", { value: 1, enumerable: false });
console.log(keys(child));
// Three levels, a middle level with only non-enumerable keys that shadow the top.
const top = { t1: 1, t2: 1, t3: 1 };
const mid = Object.create(top);
Object.defineProperty(mid, "t2", { value: 1, enumerable: false });
const low = Object.create(mid);
low.l = 1;
console.log(keys(low));
// The first object with no keys, the next with some.
console.log(keys(Object.create({ x: 1, y: 2 })));
// Arrays: indices, not length; extra properties after.
const arr = [10, 20, 30];
arr.extra = 1;
console.log(keys(arr));
// A dictionary-sized object.
const big = {};
for (let i = 0; i < 2000; i++) big["k" + i] = i;
let count = 0, sum = 0;
for (const k in big) { count++; sum += big[k]; }
console.log(count, sum);
// Deleted before visited: skipped; added during: not visited.
const d = { a: 1, b: 2, c: 3 };
const seen = [];
for (const k in d) { seen.push(k); if (k === "a") { delete d.b; d.z = 1; } }
console.log(seen.join(","));
// Deleting an own key that a prototype also has: the prototype's is visited.
const pd = Object.create({ b: "proto" });
pd.a = 1; pd.b = "own";
const seen2 = [];
for (const k in pd) { seen2.push(k); if (k === "a") delete pd.b; }
console.log(seen2.join(","));
// A proxy in the chain: its descriptor trap runs once per key not seen (when, relative
// to getPrototypeOf, is left to implementations: the log is sorted).
const log = [];
const target = { q: 1, own: 1, r: 1 };
const px = new Proxy(target, {
  ownKeys(t) { log.push("ownKeys"); return Reflect.ownKeys(t); },
  getOwnPropertyDescriptor(t, k) { log.push("gopd:" + String(k)); return Reflect.getOwnPropertyDescriptor(t, k); },
  getPrototypeOf(t) { log.push("getPrototypeOf"); return Reflect.getPrototypeOf(t); },
});
const onProxy = Object.create(px);
onProxy.own = 1;
console.log(keys(onProxy));
console.log(log.sort().join(" "));
// Non-objects.
console.log(keys("ab"), keys(null), keys(undefined), keys(5));
// Class instances and methods (non-enumerable on the prototype).
class C { constructor() { this.f = 1; } m() {} }
console.log(keys(new C()));
console.log(keys(Object.create(null)));
