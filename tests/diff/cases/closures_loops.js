// Closures capturing loop variables: let per-iteration, var shared, and counters.
const fns = [];
for (let i = 0; i < 3; i++) fns.push(() => i);
const vfns = [];
for (var j = 0; j < 3; j++) vfns.push(() => j);
console.log(fns.map((f) => f()).join(), vfns.map((f) => f()).join());
function counter() { let n = 0; return { inc: () => ++n, dec: () => --n, get value() { return n; } }; }
const c1 = counter(), c2 = counter();
c1.inc(); c1.inc(); c2.dec();
console.log(c1.value, c2.value);
const adders = [1, 2, 3].map((k) => (x) => x + k);
console.log(adders.map((f) => f(10)).join());
function memo(fn) { const cache = new Map(); return (n) => cache.has(n) ? cache.get(n) : (cache.set(n, fn(n)), cache.get(n)); }
const fib = memo((n) => (n < 2 ? n : fib(n - 1) + fib(n - 2)));
console.log(fib(80));
for (let i = 0, g = () => i; i < 2; i++) console.log("init closure", g(), i);
