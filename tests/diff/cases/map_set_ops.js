// node: core-js
// Map and Set: insertion order, SameValueZero keys, deletion while iterating, set algebra.
const m = new Map([["a", 1], [NaN, "nan"], [0, "zero"]]);
m.set(-0, "negzero").set("b", 2).delete("a");
console.log([...m.keys()].map(String).join(), m.get(NaN), m.get(0), m.size);
const s = new Set([1, 2, 3, 2, 1]);
for (const v of s) { if (v === 1) { s.delete(2); s.add(4); } }
console.log([...s].join(), s.has(2));
const x = new Set([1, 2, 3]), y = new Set([2, 3, 4]);
console.log([...x.union(y)].join(), [...x.intersection(y)].join(), [...x.difference(y)].join(), [...x.symmetricDifference(y)].join());
console.log(x.isSubsetOf(new Set([1, 2, 3, 4])), x.isSupersetOf(new Set([1])), x.isDisjointFrom(new Set([9])));
const counts = new Map();
for (const w of "the cat and the hat and the bat".split(" ")) counts.set(w, (counts.get(w) ?? 0) + 1);
console.log(JSON.stringify([...counts].sort((p, q) => q[1] - p[1] || (p[0] < q[0] ? -1 : 1))));
console.log(JSON.stringify(Object.fromEntries(counts)));
