// Closures: captured variables, per-iteration bindings, shared environments.
function makeCounter() {
  let count = 0;
  return { inc: () => ++count, get: () => count };
}
const c1 = makeCounter();
const c2 = makeCounter();
c1.inc(); c1.inc(); c2.inc();
print(c1.get(), c2.get());
const fns = [];
for (let i = 0; i < 3; i++) fns.push(() => i);
print(fns.map((f) => f()).join(","));
const vfns = [];
for (var j = 0; j < 3; j++) vfns.push(() => j);
print(vfns.map((f) => f()).join(","));
function outer() {
  const x = "outer";
  function middle() {
    const y = "middle";
    return function inner() { return x + "/" + y; };
  }
  return middle()();
}
print(outer());
let shared = 1;
const readShared = () => shared;
shared = 2;
print(readShared());
function adders() {
  const out = [];
  for (let k = 1; k <= 3; k++) out.push((x) => x + k);
  return out;
}
print(adders().map((f) => f(10)).join(","));
let total = 0;
for (let i = 0; i < 1000; i++) {
  const f = (n) => n + i;
  total += f(1);
}
print(total);
