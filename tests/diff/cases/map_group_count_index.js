// Map as an index: grouping, counting, multi-maps, inverting, sorting entries by value then key.
// node: core-js
const words = "the quick brown fox jumps over the lazy dog the end fox".split(" ");
const counts = new Map();
for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
console.log([...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 4).map((e) => e.join("=")).join(" "));
const byLen = new Map();
for (const w of new Set(words)) { const k = w.length; if (!byLen.has(k)) byLen.set(k, []); byLen.get(k).push(w); }
console.log([...byLen.entries()].map(([k, v]) => `${k}:${v.join("/")}`).join(" "));
const inverted = new Map([...counts].map(([k, v]) => [v, k]));
console.log(inverted.size, inverted.get(3), inverted.get(2), JSON.stringify(Object.fromEntries(inverted)));
const grouped = Map.groupBy ? Map.groupBy(words, (w) => w[0]) : null;
console.log(grouped ? [...grouped.keys()].join("") : "no groupBy");
const obj = Object.fromEntries(counts); console.log(Object.keys(obj).length, obj.the, new Map(Object.entries(obj)).get("fox"));
const lru = new Map(); const touch = (k) => { const v = lru.get(k); lru.delete(k); lru.set(k, v ?? k.toUpperCase()); if (lru.size > 3) lru.delete(lru.keys().next().value); };
["a", "b", "c", "a", "d", "b", "e"].forEach(touch); console.log([...lru.keys()].join());
