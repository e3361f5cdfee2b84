// Deduplicating records by key, keeping the newest, and merging two sorted lists.
const events = [
  { id: "x", v: 1, t: 10 }, { id: "y", v: 2, t: 5 }, { id: "x", v: 3, t: 12 }, { id: "z", v: 4, t: 1 }, { id: "y", v: 5, t: 4 },
];
const latest = new Map();
for (const e of events) if (!latest.has(e.id) || latest.get(e.id).t < e.t) latest.set(e.id, e);
console.log(JSON.stringify([...latest.values()]));
function mergeSorted(a, b) { const out = []; let i = 0, j = 0; while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++]); return out; }
console.log(mergeSorted([1, 4, 9, 10], [2, 3, 9, 11, 12]).join());
const uniq = [...new Set(["b", "a", "b", "c", "a"])];
console.log(uniq.join(), uniq.toSorted().join(), Array.from(new Set([1, "1", 1.0, NaN, NaN])).length);
