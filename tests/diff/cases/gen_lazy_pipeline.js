// Lazy pipelines built from generator functions (no iterator helpers), with early exit.
function* range(a, b, step = 1) { for (let i = a; i < b; i += step) yield i; }
function* map(it, f) { for (const x of it) yield f(x); }
function* filter(it, f) { for (const x of it) if (f(x)) yield x; }
function* take(it, n) { if (n <= 0) return; for (const x of it) { yield x; if (--n <= 0) return; } }
function* chunk(it, n) { let buf = []; for (const x of it) { buf.push(x); if (buf.length === n) { yield buf; buf = []; } } if (buf.length) yield buf; }
let pulled = 0;
const src = map(range(0, 1e9), (x) => (pulled++, x * x));
console.log([...take(filter(src, (x) => x % 3 === 1), 5)].join(), "pulled", pulled);
console.log(JSON.stringify([...chunk(range(0, 7), 3)]));
function* fib() { let [a, b] = [0, 1]; for (;;) { yield a; [a, b] = [b, a + b]; } }
console.log([...take(fib(), 15)].join(" "));
const zip = function* (...its) { const iters = its.map((i) => i[Symbol.iterator]()); for (;;) { const rs = iters.map((i) => i.next()); if (rs.some((r) => r.done)) return; yield rs.map((r) => r.value); } };
console.log(JSON.stringify([...zip("abc", range(1, 10), [true, false])]));
