// Map as an LRU cache: insertion order as recency, eviction, and iteration.
class LRU {
  constructor(cap) { this.cap = cap; this.map = new Map(); this.evicted = []; }
  get(k) { if (!this.map.has(k)) return undefined; const v = this.map.get(k); this.map.delete(k); this.map.set(k, v); return v; }
  set(k, v) { this.map.delete(k); this.map.set(k, v); if (this.map.size > this.cap) { const oldest = this.map.keys().next().value; this.map.delete(oldest); this.evicted.push(oldest); } return this; }
  toString() { return [...this.map].map(([k, v]) => `${k}=${v}`).join(","); }
}
const c = new LRU(3);
c.set("a", 1).set("b", 2).set("c", 3);
c.get("a");
c.set("d", 4).set("b", 20).set("e", 5);
console.log(String(c), c.evicted.join(), c.get("c"), c.get("d"));
const s = new Set();
for (const w of "to be or not to be that is".split(" ")) s.add(w);
const intersect = [...s].filter((x) => new Set(["be", "is", "was"]).has(x));
console.log([...s].join(" "), intersect.join(), s.size);
const grouped = new Map();
for (const n of [1, 2, 3, 4, 5, 6, 7]) { const k = n % 3; grouped.set(k, [...(grouped.get(k) ?? []), n]); }
console.log(JSON.stringify([...grouped.entries()]), [...grouped.values()].flat().length);
