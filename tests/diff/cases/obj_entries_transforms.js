// Object.entries/fromEntries transforms: mapping values, filtering keys, inverting, merging with precedence, key order with integer-like keys.
const prices = { banana: 1.25, apple: 0.5, cherry: 3, 10: "ten", 2: "two", "-1": "neg", "01": "lead" };
console.log(Object.keys(prices).join());
const mapValues = (o, f) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v, k)]));
const numeric = Object.fromEntries(Object.entries(prices).filter(([, v]) => typeof v === "number"));
console.log(JSON.stringify(mapValues(numeric, (v) => +(v * 1.2).toFixed(2))));
console.log(JSON.stringify(Object.fromEntries(Object.entries(numeric).map(([k, v]) => [v, k]))));
const merged = Object.assign({}, { a: 1, b: { x: 1 } }, { b: { y: 2 }, c: 3 }, null, undefined, "xy");
console.log(JSON.stringify(merged));
const pick = (o, ...ks) => Object.fromEntries(ks.filter((k) => k in o).map((k) => [k, o[k]]));
const omit = (o, ...ks) => Object.fromEntries(Object.entries(o).filter(([k]) => !ks.includes(k)));
console.log(JSON.stringify(pick(prices, "apple", "nope", "10")), JSON.stringify(omit(numeric, "apple")));
console.log(JSON.stringify(Object.fromEntries(new Map([["m", 1]]))), JSON.stringify(Object.fromEntries([["a", 1], ["a", 2]])), Object.entries("ab").join("|"), Object.values([7, 8]).join());
try { Object.fromEntries([1]); } catch (e) { console.log(e.name); }
const counts = Object.entries({ x: 3, y: 1, z: 2 }).sort(([, a], [, b]) => b - a).map(([k]) => k).join(""); console.log(counts);
