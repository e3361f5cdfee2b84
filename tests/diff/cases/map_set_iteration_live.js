// Map and Set iteration sees entries added during iteration, not deleted ones; forEach args; size; key equality (SameValueZero).
const m = new Map([["a", 1], ["b", 2], ["c", 3]]);
const seen = [];
for (const [k, v] of m) { seen.push(k + v); if (k === "a") { m.delete("b"); m.set("d", 4); } if (k === "d") m.set("a", 100); }
console.log(seen.join(), [...m.keys()].join(), m.get("a"));
const s = new Set([1, 2]); const out = [];
s.forEach((v, v2, set) => { out.push(v === v2 && set === s); if (v < 5) s.add(v + 2); });
console.log(out.length, [...s].join());
const z = new Map([[0, "zero"], [NaN, "nan"]]);
console.log(z.get(-0), z.get(NaN), z.has(+0), new Set([0, -0, NaN, NaN]).size, Object.is([...new Set([-0])][0], 0));
const keyObj = {}; const mm = new Map().set(keyObj, 1).set({}, 2);
console.log(mm.get(keyObj), mm.get({}), mm.size, mm.set("x", 1) === mm, mm.delete("x"), mm.delete("x"));
const it = m.entries(); m.clear(); console.log(it.next().done, m.size);
const s2 = new Set("mississippi"); console.log([...s2].join(""), s2.size, [...s2.entries()][0].join());
console.log(Object.prototype.toString.call(new Map().keys()), typeof Map.prototype[Symbol.iterator], Map.prototype[Symbol.iterator] === Map.prototype.entries, Set.prototype.keys === Set.prototype.values);
