// Generators and iterators: delegation, return/throw, custom iterables, spread.
function* inner() { const x = yield 1; console.log("inner got", x); yield x * 2; return "inner done"; }
function* outer() { const r = yield* inner(); console.log("delegate returned", r); yield 99; }
const it = outer();
console.log(JSON.stringify(it.next()), JSON.stringify(it.next(21)), JSON.stringify(it.next()), JSON.stringify(it.next()));
function* guarded() { try { yield 1; yield 2; } catch (e) { console.log("caught", e); yield "recovered"; } finally { console.log("cleanup"); } }
const g = guarded();
console.log(g.next().value, g.throw("boom").value, JSON.stringify(g.next()), JSON.stringify(g.next()));
const g2 = guarded();
g2.next();
console.log(JSON.stringify(g2.return(7)), JSON.stringify(g2.next()));
class Range {
  constructor(a, b) { this.a = a; this.b = b; }
  *[Symbol.iterator]() { for (let i = this.a; i < this.b; i++) yield i; }
}
console.log([...new Range(2, 6)].join(), Math.max(...new Range(0, 4)), Array.from(new Range(1, 4), (x) => x * x).join());
const manual = { i: 0, [Symbol.iterator]() { return this; }, next() { return this.i < 3 ? { value: this.i++, done: false } : { value: "end", done: true }; }, return() { console.log("closed"); return { done: true }; } };
for (const v of manual) { if (v === 1) break; console.log("v", v); }
const [first, ...others] = (function* () { yield* [10, 20, 30]; })();
console.log(first, others.join());
