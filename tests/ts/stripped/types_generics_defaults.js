function make(value) { return { ok: true, value }; }
function keysOf(o) { return Object.keys(o); }
function constT(x) { return x; }
const p = { get: () => 1 };
console.log(make(5), make("s"), keysOf({ a: 1, b: 2 }), constT([1, 2]), p.get());
