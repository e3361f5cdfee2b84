// node: core-js
// WeakMap/WeakSet as private side tables, and iterator helpers over generators.
const meta = new WeakMap();
const objs = [{}, {}, {}];
objs.forEach((o, i) => meta.set(o, { index: i }));
console.log(meta.get(objs[1]).index, meta.has({}), meta.delete(objs[0]), meta.has(objs[0]));
const seen = new WeakSet([objs[2]]);
console.log(seen.has(objs[2]), seen.has(objs[1]));
try { meta.set(1, 2); } catch (e) { console.log(e.name); }
function* naturals() { let n = 0; while (true) yield n++; }
console.log(naturals().filter((n) => n % 3 === 0).map((n) => n * n).drop(1).take(4).toArray().join());
console.log(naturals().take(5).reduce((a, b) => a + b), naturals().some((n) => n > 10), naturals().take(3).every((n) => n < 3));
console.log(Iterator.from({ next() { return { done: this.i > 2, value: this.i++ }; }, i: 0 }).toArray().join());
console.log([..."abc"].values().flatMap((c) => [c, c.toUpperCase()]).toArray().join(""));
