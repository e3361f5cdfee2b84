// Destructuring in for-of heads, over Map entries and Object.entries, with defaults and holes.
const m = new Map([["a", { n: 1 }], ["b", { n: 2, extra: [9] }]]);
for (const [k, { n, extra: [first = "none"] = [] }] of m) console.log(k, n, first);
for (const [key, value] of Object.entries({ x: 1, y: [2, 3] })) console.log(key, JSON.stringify(value));
const pairs = [[1, 2], [3], [], [4, 5, 6]];
for (const [p = "P", q = "Q", ...rest] of pairs) console.log(p, q, rest.length);
let x, y;
for ({ x, y = x * 10 } of [{ x: 1 }, { x: 2, y: 3 }]) console.log(x, y);
const { a: { b: deep } = { b: "default-b" } } = {};
console.log(deep);
const [, second, , fourth] = "abcd";
console.log(second, fourth);
function swap([a, b]) { return [b, a]; }
console.log(swap([1, 2]).join(), swap("xy").join());
