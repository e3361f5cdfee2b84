// node: core-js
// Iterator helpers (ES2025) over generators and arrays: map/filter/take/drop/flatMap/reduce/toArray/some/every/find, and Iterator.from.
function* nums() { let i = 1; while (true) yield i++; }
console.log(nums().filter((x) => x % 3 === 0).map((x) => x * x).take(5).toArray().join());
console.log(nums().drop(10).take(3).toArray().join(), nums().take(5).reduce((a, b) => a + b), nums().take(4).reduce((a, b) => a * b, 10));
console.log(["a b", "c", "d e f"].values().flatMap((s) => s.split(" ")).toArray().join("|"));
console.log(nums().some((x) => x > 100), nums().take(10).every((x) => x < 11), nums().find((x) => x * x > 50));
const log = []; nums().take(3).forEach((x, i) => log.push(`${i}:${x}`)); console.log(log.join());
const it = Iterator.from({ next() { return { value: 1, done: false }; } });
console.log(it.take(3).toArray().join(), typeof Iterator.prototype.map, [].values() instanceof Iterator);
const m = new Map([["a", 1], ["b", 2]]); console.log(m.entries().map(([k, v]) => k + v).toArray().join(), new Set([1, 2, 3]).values().filter((x) => x !== 2).toArray().join());
try { nums().take(-1); } catch (e) { console.log(e.name); } try { nums().map(1); } catch (e) { console.log(e.name); }
let closed = false; function* g() { try { yield 1; yield 2; } finally { closed = true; } }
console.log(g().take(1).toArray().join(), closed);
