// Generators as lazy sequences: take, zip, infinite streams, early return closing.
function* naturals() { let n = 0; try { while (true) yield n++; } finally { console.log("naturals closed at", n); } }
function* take(it, k) { if (k <= 0) return; for (const x of it) { yield x; if (--k === 0) return; } }
function* map(it, f) { for (const x of it) yield f(x); }
function* zip(a, b) { const ia = a[Symbol.iterator](), ib = b[Symbol.iterator](); while (true) { const x = ia.next(), y = ib.next(); if (x.done || y.done) return; yield [x.value, y.value]; } }
console.log([...take(map(naturals(), (x) => x * x), 5)].join());
console.log(JSON.stringify([...zip("abc", take(naturals(), 10))]));
const fib = function* () { let [a, b] = [0, 1]; for (;;) { yield a; [a, b] = [b, a + b]; } };
const firstBig = (() => { for (const f of fib()) if (f > 1000) return f; })();
console.log(firstBig);
const gen = naturals();
console.log(gen.next().value, gen.next().value, JSON.stringify(gen.return("bye")), JSON.stringify(gen.next()));
const g2 = (function* () { const got = []; while (got.length < 3) got.push(yield got.length); return got; })();
g2.next(); g2.next("a"); g2.next("b");
console.log(JSON.stringify(g2.next("c")));
console.log(Object.prototype.toString.call(naturals()), typeof naturals().next, typeof naturals.constructor);
