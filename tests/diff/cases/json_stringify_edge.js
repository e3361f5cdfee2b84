// JSON.stringify: replacer arrays and functions, indent strings, toJSON, special values.
const obj = { a: 1, b: [1, "x", null, undefined, () => 1], c: { d: NaN, e: -0, f: Infinity }, g: undefined };
console.log(JSON.stringify(obj));
console.log(JSON.stringify(obj, ["a", "c", "d"]));
console.log(JSON.stringify(obj, (k, v) => (typeof v === "number" ? v * 2 : v)));
console.log(JSON.stringify(obj, null, "--"));
console.log(JSON.stringify({ toJSON(key) { return "key:" + key; } }));
console.log(JSON.stringify({ x: { toJSON(key) { return key + "!"; } } }));
console.log(JSON.stringify("\u2028\u2029\ud800\"\\\n\t\u0001"));
console.log(JSON.stringify([new Number(3), new String("s"), new Boolean(false)]));
console.log(JSON.stringify(undefined), JSON.stringify(function () {}), JSON.stringify(Symbol()));
console.log(JSON.stringify({ [Symbol("s")]: 1, k: Symbol("v") }));
console.log(JSON.stringify([[[]], {}, [{}]], null, 4));
