// Closures: memoize, once, debounce-by-count, and private counters via IIFE.
function memo(fn) { const cache = new Map(); let misses = 0; const m = (x) => { if (!cache.has(x)) { misses++; cache.set(x, fn(x)); } return cache.get(x); }; m.stats = () => `${cache.size}/${misses}`; return m; }
const slowSquare = memo((x) => x * x);
console.log([3, 4, 3, 3, 5].map(slowSquare).join(), slowSquare.stats());
function once(fn) { let done = false, value; return (...args) => (done ? value : ((done = true), (value = fn(...args)))); }
const init = once((x) => { console.log("init with", x); return x * 10; });
console.log(init(1), init(2), init(3));
const fibm = memo((n) => (n < 2 ? n : fibm(n - 1) + fibm(n - 2)));
console.log(fibm(50), fibm.stats());
const counter = (() => { let c = 0; return { up: () => ++c, down: () => --c, get value() { return c; } }; })();
counter.up(); counter.up(); counter.down();
console.log(counter.value, typeof counter.c);
function compose(...fns) { return (x) => fns.reduceRight((acc, f) => f(acc), x); }
console.log(compose((x) => x + 1, (x) => x * 2, (x) => x - 3)(10));
