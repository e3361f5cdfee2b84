// Canonical JSON: keys sorted recursively; integer-like keys come first in property order.
const canon = (v) =>
  Array.isArray(v) ? v.map(canon)
  : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon(v[k])]))
  : v;
const o = { b: 1, a: { z: [3, { y: 1, x: 2 }], c: null }, 10: "ten", 2: "two", "-1": "neg" };
console.log(JSON.stringify(o));
console.log(JSON.stringify(canon(o)));
console.log(Object.keys({ "1.5": 0, 1: 0, "01": 0, 4294967295: 0, 4294967294: 0, x: 0 }).join());
