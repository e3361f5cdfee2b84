// Map/Set: key equality (SameValueZero), insertion order, deletion during iteration.
const m = new Map([[NaN, "nan"], [0, "zero"], ["0", "string zero"]]);
m.set(-0, "minus zero").set(NaN, "nan again");
console.log(m.size, m.get(0), m.get(NaN), JSON.stringify([...m.keys()].map(String)));
const objKey = {};
m.set(objKey, "obj");
console.log(m.has({}), m.has(objKey), m.delete(objKey), m.delete(objKey));
const s = new Set([1, 2, 3, 2, 1]);
for (const v of s) { if (v === 1) { s.delete(2); s.add(4); } console.log("visit", v); }
console.log([...s].join(), s.size);
const counts = new Map();
for (const w of "the cat and the hat and the bat".split(" ")) counts.set(w, (counts.get(w) || 0) + 1);
console.log(JSON.stringify([...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))));
console.log(JSON.stringify(Object.fromEntries(counts)), JSON.stringify(new Map([[1, 2]])), JSON.stringify([...new Set("mississippi")].join("")));
const m2 = new Map(m);
m2.clear();
console.log(m.size, m2.size);
const entries = [];
new Map([["a", 1], ["b", 2]]).forEach((v, k, map) => entries.push(k + v + map.size));
console.log(entries.join());
