// Array iteration methods call their callbacks with collections allowed inside
// (call_rooted): everything the method holds across a callback must stay rooted. Under
// the constant-collection run of this corpus, a missing root shows as a wrong value.
// Allocates in a loop: its backward jumps are safepoints, where the constant-collection
// run collects, inside whichever callback calls it.
function churn() { let g; for (let i = 0; i < 3; i++) g = { i, a: [i] }; return g.i - 2; }
const big = Array.from({ length: 200 }, (_, i) => ({ id: i, tags: ["t" + i] }));
let kept = [];
big.forEach((item, i) => {
  churn();
  const garbage = { blob: "x".repeat(50) + i, list: [i, i + 1] };
  if (i % 50 === 0) kept.push(garbage.blob.slice(-3) + ":" + item.tags[0]);
});
console.log(kept.join(","));
const mapped = big.map((item) => ({ label: churn() + "L" + item.id, parts: [item.id * 2] }));
console.log(mapped.length, mapped[199].label, mapped[7].parts[0], JSON.stringify(mapped.slice(0, 2)));
const total = big.reduce((acc, item) => ({ sum: acc.sum + item.id + churn(), last: "id" + item.id }), { sum: 0, last: "" });
console.log(total.sum, total.last);
console.log(big.some((x) => ({ v: x.id + churn() }).v === 150), big.every((x) => [x.id, churn()].length === 2));
// A boxed primitive as this, a sparse array, a callback that mutates the array.
console.log(Array.prototype.map.call("abc", (c, i) => c + i + churn() + { s: "!" }.s).join(""));
const sparse = [1, , 3, , 5];
console.log(JSON.stringify(sparse.map((x) => ({ x: x + churn() }))), sparse.reduce((a, x) => a + "," + x, "r"));
const shrinking = [1, 2, 3, 4, 5, 6];
const seen = [];
shrinking.forEach((x, i, arr) => { seen.push({ x }.x); if (i === 1) arr.length = 3; });
console.log(seen.join(), shrinking.join());
// Array-likes and a Proxy (its traps run under the barrier).
const like = { length: 3, 0: "a", 1: "b", 2: "c" };
console.log(Array.prototype.map.call(like, (s) => s.toUpperCase() + churn() + { n: 1 }.n).join());
const logs = [];
const proxied = new Proxy([10, 20, 30], { get(t, k, r) { if (typeof k === "string") logs.push(k); return Reflect.get(t, k, r); } });
console.log(proxied.map((v) => ({ v: v + 1 + churn() }).v).join(), logs.join(" "));
// Nested iteration with allocation at every level.
const grid = Array.from({ length: 20 }, (_, r) => Array.from({ length: 20 }, (_, c) => r * 20 + c));
const sums = grid.map((row) => row.reduce((a, v) => a + [v][0] + churn(), 0));
console.log(sums.reduce((a, b) => a + b), sums[19]);
// filter keeps values across callbacks; find returns one right after its call.
const evens = big.filter((x) => { churn(); return ({ k: x.id % 2 }).k === 0; });
console.log(evens.length, evens[99].id, evens[0].tags[0]);
const dropping = Array.from({ length: 10 }, (_, i) => ({ i }));
const keptAll = dropping.filter((x, i, arr) => { churn(); arr[i] = null; return true; });
console.log(keptAll.map((x) => x.i).join(), dropping.every((x) => x === null));
console.log(big.find((x) => ({ hit: x.id === 42 + churn() }).hit).tags[0], big.findIndex((x) => [x.id][0] === 77 + churn()));
