// JSON.stringify of special values: NaN/Infinity, -0, undefined/functions/symbols in objects and arrays, boxed primitives, toJSON.
console.log(JSON.stringify([NaN, Infinity, -0, undefined, () => 1, Symbol("s"), null]));
console.log(JSON.stringify({ a: undefined, b: () => 1, c: Symbol(), [Symbol("k")]: 1, d: null, e: -0 }));
console.log(JSON.stringify(new Number(3)), JSON.stringify(new String("s")), JSON.stringify(new Boolean(false)), JSON.stringify(Object(1n) instanceof BigInt));
console.log(JSON.stringify(undefined), JSON.stringify(() => 1), JSON.stringify(Symbol()), typeof JSON.stringify(undefined));
console.log(JSON.stringify({ toJSON(k) { return "key:" + k; } }), JSON.stringify({ x: { toJSON(k) { return k + "!"; } } }), JSON.stringify([{ toJSON(k) { return typeof k + k; } }]));
console.log(JSON.stringify(new Date(Date.UTC(2020, 0, 1))), JSON.stringify({ d: new Date(NaN) }), JSON.stringify(/re/g), JSON.stringify(new Map([[1, 2]])));
console.log(JSON.stringify("\u2028\u2029\ud800\b\f\n\r\t\v\0\x1f\"\\/"));
console.log(JSON.stringify({ a: [1, { b: 2 }] }, null, 20).split("\n")[1].length, JSON.stringify([1], null, "abcdefghijklmnop"), JSON.stringify({}, null, 2), JSON.stringify([], null, 2));
const cyc = { a: {} }; cyc.a.self = cyc;
try { JSON.stringify(cyc); } catch (e) { console.log(e.name); }
console.log(JSON.stringify({ 2: "b", 1: "a", x: 0, [-1]: "n", "01": 1 }), JSON.stringify(Object.create({ inherited: 1 })));
