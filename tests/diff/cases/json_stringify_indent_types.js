// JSON.stringify indentation: numbers capped at 10, strings cut at 10 chars, nested empties.
const v = { a: [1, [2, []], {}], b: { c: { d: null } }, e: "s" };
console.log(JSON.stringify(v, null, 0));
console.log(JSON.stringify(v, null, 1));
console.log(JSON.stringify([1, { x: 2 }], null, 20).split("\n")[1].length);
console.log(JSON.stringify({ k: [1] }, null, "abcdefghijklmnop"));
console.log(JSON.stringify({ k: 1 }, null, ""), JSON.stringify({ k: 1 }, null, -5), JSON.stringify({ k: 1 }, null, new Number(2)));
console.log(JSON.stringify([{}, [], [[]], [{}]], null, 2));
