// Map/Set with object and function keys, WeakRef-free caching, and conversion helpers.
const a = { id: 1 }, b = { id: 1 };
const m = new Map([[a, "a"], [b, "b"]]);
console.log(m.size, m.get(a), m.get(b), m.get({ id: 1 }));
const fnKey = () => 1;
m.set(fnKey, "fn").set(NaN, "nan").set(undefined, "undef").set(null, "null");
console.log(m.get(fnKey), m.get(NaN), m.get(undefined), m.get(null), m.has(void 0), m.size);
const s = new Set([a, b, a, "1", 1, 1n === 1 ? 0 : "x"]);
console.log(s.size, [...s].map((v) => typeof v).join());
const union = (x, y) => new Set([...x, ...y]), inter = (x, y) => new Set([...x].filter((v) => y.has(v))), diff = (x, y) => new Set([...x].filter((v) => !y.has(v)));
const p = new Set([1, 2, 3, 4]), q = new Set([3, 4, 5]);
console.log([...union(p, q)].join(), [...inter(p, q)].join(), [...diff(p, q)].join(), [...diff(q, p)].join());
const invert = (map) => new Map([...map].map(([k, v]) => [v, k]));
console.log(JSON.stringify([...invert(new Map([["x", 1], ["y", 2], ["z", 1]]))]));
console.log(JSON.stringify(Object.fromEntries(new Map([["k", new Set([1, 2])]]))), JSON.stringify([...new Map([["k", [...new Set([1, 2])]]])]));
