// JSON round trips: what survives (numbers, nested), what is lost (undefined, functions, Map, Symbol keys).
const original = { n: 1.5, big: 1e21, neg0: -0, s: "t\u00e9\n", arr: [1, undefined, () => 1, null], map: new Map([[1, 2]]), set: new Set([1]), nested: { deep: { deeper: [{ x: true }] } }, [Symbol("k")]: 1, date: { toJSON() { return "fixed"; } } };
const text = JSON.stringify(original);
console.log(text);
const back = JSON.parse(text);
console.log(Object.keys(back).join(), Object.is(back.neg0, 0), back.arr.length, JSON.stringify(back.arr), typeof back.map, back.nested.deep.deeper[0].x);
console.log(JSON.stringify(JSON.parse(JSON.stringify(back))) === text);
const clone = (v) => JSON.parse(JSON.stringify(v));
const c = clone({ a: [1, { b: 2 }] });
c.a[1].b = 3;
console.log(JSON.stringify(c), JSON.stringify(clone([NaN, Infinity, -Infinity])), JSON.stringify(clone("str")), clone(null), clone(true));
