// Calls with more arguments than parameters, and callbacks called over and over from
// built-ins (sort, map, filter, reduce): both take a short path for plain closures,
// which drops the arguments past the parameters. Whatever can read them (`arguments`,
// a direct eval, a rest parameter, default values) must still see every one, and the
// dropped ones must never land in a local's register.
function locals(a) { var b; let c; return [a, b, c, typeof arguments === "undefined"]; }
console.log(JSON.stringify(locals(1, 2, 3, 4)));
function noArgs() { var x; var y = x; return y; }
console.log(noArgs(7, 8, 9));
console.log(JSON.stringify([1, 2, 3].map(function (x) { var y; let z; return [x, y, z]; })));
console.log(JSON.stringify([5, 6].map((x) => { let w; return [x, w]; })));
console.log(JSON.stringify([1, 2].map((a, b, c, d) => [a, b, c && c.length, d])));
// What reads the extra arguments.
console.log(JSON.stringify([4, 5].map(function (x) { return arguments.length + ":" + arguments[2].length; })));
console.log(JSON.stringify([4, 5].map(function (x) { "use strict"; return [].slice.call(arguments, 1); })));
console.log(JSON.stringify([4, 5].map(function (x) { return eval("arguments.length"); })));
console.log(JSON.stringify([4, 5].map((x, ...rest) => rest.length)));
console.log(JSON.stringify([4, 5].map((x, i = 10, arr) => [i, arr.length])));
function outer() { return [1].map((x) => arguments.length + x)[0]; }
console.log(outer("a", "b", "c"));
// this: coerced for sloppy callbacks, as passed for strict ones.
console.log([1].map(function () { return typeof this; }, 5)[0], [1].map(function () { "use strict"; return typeof this; }, 5)[0]);
console.log([1].map(function () { return this === globalThis; })[0], [1].map(function () { "use strict"; return this; })[0]);
// Callees that are not plain closures.
console.log(JSON.stringify(["10", "10", "10"].map(parseInt)), JSON.stringify(["1", "2"].map(Number)));
function scale(k, x) { return k * x; }
console.log(JSON.stringify([1, 2, 3].map(scale.bind(null, 10))));
try { [1].map(class K {}); } catch (e) { console.log(e instanceof TypeError); }
async function am(x) { return x; }
console.log([1, 2].map(am).every((p) => p instanceof Promise));
function* gm(x) { yield x; }
console.log([3].map(gm)[0].next().value);
// A new closure each time (the short path keys what it keeps on the callee).
const fns = [];
for (let i = 0; i < 50; i++) fns.push((x) => x * 1000 + i);
let acc = 0;
for (let r = 0; r < 3; r++) for (const f of fns) acc += [r].map(f)[0] + { pad: [r] }.pad[0];
console.log(acc);
// Throws, nesting and depth.
try { [3, 1, 2].sort((a, b) => { if (a === 2 || b === 2) throw new Error("cmp " + a + b); return a - b; }); } catch (e) { console.log(e.message.length, e instanceof Error); }
const nested = [[3, 1], [2, 9, 4], [8]].sort((p, q) => p.slice().sort((a, b) => b - a)[0] - q.slice().sort((a, b) => b - a)[0]);
console.log(JSON.stringify(nested));
function deep(n) { return n === 0 ? 0 : [n].map((x) => deep(x - 1) + 1)[0]; }
console.log(deep(5));
try { deep(1e6); } catch (e) { console.log(e instanceof RangeError); }
console.log([1, 2, 3, 4].filter((x, i, a) => a.length === 4 && x % 2).join(), [1, 2, 3].reduce((s, x, i, a) => s + x * a.length, 0));
const objs = Array.from({ length: 300 }, (_, i) => ({ k: (i * 7919) % 101, i }));
objs.sort((a, b) => a.k - b.k);
console.log(objs.slice(0, 5).map((o) => o.k + "/" + o.i).join(" "), objs[299].k);
