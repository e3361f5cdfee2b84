// Map and Set: SameValueZero keys, insertion order, live iteration, clear.
const m = new Map([["a", 1], ["b", 2]]);
m.set("c", 3).set(1, "one").set(NaN, "nan").set(-0, "zero");
print(m.size, m.get("a"), m.get(1), m.get(NaN), m.get(0), m.has("b"), m.has("zz"), m.delete("b"), m.delete("b"), m.size);
print([...m.keys()].join(","), [...m.values()].join(","), JSON.stringify([...m]));
const key = {};
m.set(key, "obj");
print(m.get(key), m.get({}));
const s = new Set([1, 2, 2, "2", 3]);
s.add(4).add(1);
print(s.size, s.has(2), s.has("2"), [...s].join(","), [...s.entries()][0]);
const seen = [];
for (const [k, v] of new Map([[1, "x"], [2, "y"]])) seen.push(k + v);
print(seen.join(" "));
const live = new Set([1, 2]);
const order = [];
for (const v of live) { order.push(v); if (v === 1) { live.delete(2); live.add(3); } }
print(order.join(","));
let words = "the quick the lazy the end".split(" ");
const counts = new Map();
for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
print(JSON.stringify(Object.fromEntries === undefined ? [...counts] : [...counts]));
m.forEach((v, k) => { if (typeof k === "string") order.push(k); });
print(order.join(","), Object.prototype.toString.call(m), String(new Set().values()));
try { Map(); } catch (e) { print(e.name); }
s.clear();
print(s.size, [...s].length);
