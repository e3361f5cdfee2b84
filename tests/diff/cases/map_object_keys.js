// Maps keyed by objects and functions versus plain objects keyed by strings.
const k1 = { id: 1 }, k2 = { id: 1 }, fn = () => {};
const m = new Map([[k1, "a"], [k2, "b"], [fn, "f"], ["1", "string one"], [1, "number one"]]);
console.log(m.get(k1), m.get(k2), m.get(fn), m.get("1"), m.get(1), m.size, m.get({ id: 1 }));
const o = {}; o[k1] = "a"; o[k2] = "b"; o[1] = "x"; o["1"] = "y";
console.log(JSON.stringify(o), Object.keys(o).length);
const cache = new Map();
const memo = (obj) => { if (!cache.has(obj)) cache.set(obj, Object.keys(obj).length); return cache.get(obj); };
console.log(memo(k1), memo({ a: 1, b: 2 }), cache.size);
m.forEach((v, k, map) => { if (typeof k === "object") map.delete(k); });
console.log(m.size, [...m.values()].join());
console.log(JSON.stringify([...new Map(Object.entries({ a: 1, b: 2 }))]), new Map([[NaN, 1]]).has(NaN));
