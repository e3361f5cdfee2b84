// Deduplicating and merging records by key: keep first/last, merge fields with precedence, stable output order, counting duplicates.
const recs = [{ id: 3, name: "c", v: 1 }, { id: 1, name: "a", v: 1 }, { id: 3, name: "C", extra: true }, { id: 2, name: "b" }, { id: 1, v: 9 }, { id: 4 }, { id: 2, name: "B", v: 0 }];
const keepFirst = [...new Map(recs.toReversed().map((r) => [r.id, r])).values()].reverse();
const firstSeen = recs.filter((r, i, a) => a.findIndex((x) => x.id === r.id) === i);
const keepLast = [...new Map(recs.map((r) => [r.id, r])).values()];
console.log(JSON.stringify(firstSeen.map((r) => r.name ?? null)), JSON.stringify(keepLast), keepFirst.length);
const merged = Object.values(recs.reduce((acc, r) => { acc[r.id] = { ...acc[r.id], ...Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) }; return acc; }, {}));
console.log(JSON.stringify(merged));
const dupCounts = recs.reduce((m, r) => m.set(r.id, (m.get(r.id) ?? 0) + 1), new Map()); console.log([...dupCounts].filter(([, n]) => n > 1).map(([k, n]) => `${k}x${n}`).join(" "));
const uniqBy = (arr, f) => { const seen = new Set(); return arr.filter((x) => { const k = f(x); if (seen.has(k)) return false; seen.add(k); return true; }); };
console.log(uniqBy(["Apple", "apple", "APPLE", "banana", "Banana"], (s) => s.toLowerCase()).join(), uniqBy([1, "1", 1.0, NaN, NaN, 0, -0], (x) => x).map(String).join());
