// Lazy sequence helpers built on generators over infinite sources: map, filter, take, chunk, uniq, interleave.
function* naturals(from = 0) { for (let i = from; ; i++) yield i; }
function* map(it, f) { for (const x of it) yield f(x); }
function* filter(it, p) { for (const x of it) if (p(x)) yield x; }
function* take(it, n) { if (n <= 0) return; for (const x of it) { yield x; if (--n <= 0) return; } }
function* chunk(it, n) { let buf = []; for (const x of it) { buf.push(x); if (buf.length === n) { yield buf; buf = []; } } if (buf.length) yield buf; }
function* uniq(it) { const seen = new Set(); for (const x of it) if (!seen.has(x)) { seen.add(x); yield x; } }
function* interleave(...its) { const iters = its.map((i) => i[Symbol.iterator]()); while (iters.length) { for (let k = 0; k < iters.length; k++) { const r = iters[k].next(); if (r.done) { iters.splice(k--, 1); } else yield r.value; } } }
const primes = filter(naturals(2), (n) => { for (let d = 2; d * d <= n; d++) if (n % d === 0) return false; return true; });
console.log([...take(primes, 15)].join());
console.log(JSON.stringify([...chunk(take(map(naturals(), (x) => x * x), 10), 4)]));
console.log([...take(uniq(map(naturals(), (x) => x % 7)), 7)].join());
console.log([...interleave([1, 2, 3], "ab", take(naturals(100), 4))].join());
console.log([...take(naturals(), 0)].length, [...take([], 3)].length);
const g = naturals(); console.log(g.next().value, [...take(g, 3)].join(), g.next().done);
