// Closures in loops: let vs var, for-in/for-of bindings, and captured counters.
const fns = [];
for (var i = 0; i < 3; i++) fns.push(() => i);
for (let j = 0; j < 3; j++) fns.push(() => j);
for (const k of ["a", "b"]) fns.push(() => k);
for (const key in { x: 1, y: 2 }) fns.push(() => key);
let w = 0;
while (w < 2) { const snapshot = w; fns.push(() => snapshot * 10); w++; }
console.log(fns.map((f) => f()).join(" "));
const adders = [];
for (let n = 0; n < 3; n++) { adders.push((x) => x + n); n += 0; }
console.log(adders.map((f) => f(100)).join());
function makeCounters() {
  const out = {};
  for (const name of ["a", "b"]) { let c = 0; out[name] = { inc: () => ++c, get: () => c }; }
  return out;
}
const cs = makeCounters();
cs.a.inc(); cs.a.inc(); cs.b.inc();
console.log(cs.a.get(), cs.b.get());
const lazy = [];
for (let i = 0, j = 10; i < 3; i++, j--) lazy.push(() => `${i}-${j}`);
console.log(lazy.map((f) => f()).join(" "));
