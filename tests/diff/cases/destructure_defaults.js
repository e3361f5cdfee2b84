// Destructuring with defaults, renames, rest, nested patterns and evaluation order.
const log = [];
const d = (v) => (log.push(v), v);
const { a = d("a"), b: { c = d("c") } = {}, ...rest } = { b: { c: undefined }, x: 1, y: 2 };
console.log(a, c, JSON.stringify(rest), log.join());
const [p, , q = 10, ...others] = [1, 2, undefined, 4, 5];
console.log(p, q, others.join());
function f({ name, opts: { verbose = false, depth = 1 } = {} } = {}, ...more) { return `${name} ${verbose} ${depth} ${more.length}`; }
console.log(f({ name: "n" }), f({ name: "m", opts: { depth: 3 } }, 1, 2), f());
let x = 1, y = 2;
[x, y] = [y, x];
console.log(x, y);
try { const { z } = null; } catch (e) { console.log(e.name); }
try { const [w] = {}; } catch (e) { console.log(e.name); }
const { length, 0: first } = "hey";
console.log(length, first);
