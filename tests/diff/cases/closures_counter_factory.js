// Closures as private state: once, debounce-like counters, curried functions, compose.
const once = (f) => { let done = false, v; return (...a) => (done ? v : ((done = true), (v = f(...a)))); };
const init = once((x) => (console.log("init ran"), x * 2));
console.log(init(5), init(6));
const curry = (f) => function c(...a) { return a.length >= f.length ? f(...a) : (...b) => c(...a, ...b); };
const add3 = curry((a, b, c) => a + b + c);
console.log(add3(1)(2)(3), add3(1, 2)(3), add3(1)(2, 3), add3(1, 2, 3));
const compose = (...fs) => (x) => fs.reduceRight((v, f) => f(v), x);
console.log(compose((x) => x + 1, (x) => x * 2, (x) => x - 3)(10));
function makeStack() { const items = []; return { push: (x) => items.push(x), pop: () => items.pop(), get size() { return items.length; }, snapshot: () => [...items] }; }
const s = makeStack(); s.push(1); s.push(2); const snap = s.snapshot(); s.pop();
console.log(s.size, snap.join(), JSON.stringify(s));
