// Destructuring from iterables and in parameters: holes, generators, Map entries, computed keys.
function* gen() { yield 1; yield 2; yield 3; yield 4; }
const [a, , b, ...rest] = gen();
console.log(a, b, JSON.stringify(rest));
const [x = "dx", y = "dy"] = new Set(["sx"]);
console.log(x, y);
for (const [k, { v = 0, ...more }] of new Map([["one", { v: 1, w: 2 }], ["two", {}]])) console.log(k, v, JSON.stringify(more));
const key = "dyn";
const { [key]: dynVal = "d", [`${key}2`]: second = "none" } = { dyn: "found" };
console.log(dynVal, second);
const fn = ({ a: { b: [c, d = c * 10] = [] } = {} } = {}, ...[e, f]) => JSON.stringify([c, d, e, f]);
console.log(fn(), fn({ a: { b: [2] } }, "e", "f", "g"), fn({ a: {} }));
let p, q;
[p = q = "chained", q] = [];
console.log(p, q);
const obj = {};
({ a: obj.first, b: obj["second"], c: [obj.third] = ["t"] } = { a: 1, b: 2 });
console.log(JSON.stringify(obj));
