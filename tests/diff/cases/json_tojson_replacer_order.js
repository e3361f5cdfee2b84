// JSON.stringify: toJSON, replacer functions seeing holders, key order, cycles.
const order = { b: 1, 2: "two", a: 2, 1: "one", [Symbol("s")]: 3, u: undefined, f() {} };
console.log(JSON.stringify(order));
const seen = [];
JSON.stringify({ x: { y: [1, { z: 2 }] } }, function (k, v) { seen.push(`${k || "(root)"}@${Array.isArray(this) ? "arr" : typeof this}`); return v; });
console.log(seen.join(" "));
const money = { amount: 12.5, toJSON(key) { return `$${this.amount} (${key || "root"})`; } };
console.log(JSON.stringify({ price: money, list: [money] }), JSON.stringify(money));
const cyc = { name: "c" };
cyc.self = cyc;
try { JSON.stringify(cyc); } catch (e) { console.log(e.name); }
console.log(JSON.stringify([undefined, () => 1, Symbol("x"), NaN, -0, Infinity, null]));
console.log(JSON.stringify({ date: { toJSON: () => "2020" } }), JSON.stringify("\u2028\u0007\"\\"), JSON.stringify("\ud800"));
console.log(JSON.stringify({ a: [1, { b: [] }], c: {} }, null, "..."));
console.log(JSON.stringify(new Boolean(false)), JSON.stringify(new String("s")), JSON.stringify(Object(3)));
