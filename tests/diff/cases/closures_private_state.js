// Module pattern and closures holding private state: stacks, rate limiters, memoization with cache keys.
function makeStack() { const items = []; return { push: (x) => (items.push(x), api), pop: () => items.pop(), get size() { return items.length; } }; var api; }
const s = makeStack(); s.push(1); s.push(2);
console.log(s.size, s.pop(), s.size, Object.keys(s).join());
function limiter(max) { let used = 0; return { take() { if (used >= max) return false; used++; return true; }, reset() { used = 0; } }; }
const L = limiter(2); console.log([L.take(), L.take(), L.take()].join(), (L.reset(), L.take()));
function memo(fn) { const cache = new Map(); let hits = 0; const m = (...args) => { const k = JSON.stringify(args); if (cache.has(k)) { hits++; return cache.get(k); } const v = fn(...args); cache.set(k, v); return v; }; m.stats = () => `${cache.size}/${hits}`; return m; }
const slowAdd = memo((a, b) => a + b);
console.log(slowAdd(1, 2), slowAdd(1, 2), slowAdd(2, 1), slowAdd.stats());
const fib = memo((n) => (n < 2 ? n : fib(n - 1) + fib(n - 2)));
console.log(fib(80), fib.stats());
const counters = Array.from({ length: 3 }, (_, i) => { let c = i * 100; return () => c++; });
console.log(counters.map((f) => f() + f()).join());
function once(f) { let done = false, r; return function (...a) { if (!done) { done = true; r = f.apply(this, a); } return r; }; }
const init = once((x) => x * 2); console.log(init(5), init(100));
