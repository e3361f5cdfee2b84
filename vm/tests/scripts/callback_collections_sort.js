// More natives that call back into JS with collections allowed inside (call_rooted):
// sort and toSorted comparators (the values being sorted live in Vm::temps),
// Map/Set forEach, reduceRight, flatMap, findLast, Array.from's mapper, and the
// typed array methods. Under the constant-collection run of this corpus a missing root
// shows as a wrong value.
// Allocates in a loop: its backward jumps are safepoints, where the constant-collection
// run collects, inside whichever callback calls it.
function churn() { let g; for (let i = 0; i < 3; i++) g = { i, a: [i] }; return g.i - 2; }
const rows = Array.from({ length: 300 }, (_, i) => ({ id: (i * 37) % 300, name: "n" + ((i * 11) % 17), tags: [i] }));
// The sorted objects are referenced only from the sort's own lists while it runs.
const byId = rows.slice().sort((a, b) => { churn(); const x = { v: a.id }, y = { v: b.id }; return x.v - y.v; });
console.log(byId[0].id, byId[299].id, byId[150].tags[0], byId.every((r, i) => r.id === i));
// Stable by name, then compared through fresh strings.
const byName = rows.map((r) => ({ ...r })).sort((a, b) => (churn() + a.name + "").localeCompare(b.name + ""));
console.log(byName.slice(0, 4).map((r) => r.name + ":" + r.id).join(" "));
const sortedCopy = rows.toSorted((a, b) => { churn(); return [b.id][0] - [a.id][0]; });
console.log(sortedCopy[0].id, sortedCopy[299].id, rows[0].id);
// Holes and undefined values go last; a comparator that throws leaves the array as is.
const holes = [3, undefined, , 1, { k: 2 }.k];
holes.sort((a, b) => { churn(); return a - b; });
console.log(JSON.stringify(holes), holes.length, 2 in holes, 4 in holes);
const fragile = [{ v: 2 }, { v: 1 }];
try { fragile.sort(() => { churn(); throw new Error("cmp " + { n: 1 }.n); }); } catch (e) { console.log(e.message, fragile[0].v); }
// Map and Set forEach with entries added and deleted during the walk.
const m = new Map(rows.slice(0, 50).map((r) => [r.id, { name: r.name }]));
let walked = [];
m.forEach((v, k, map) => {
  churn();
  if (k === 37) map.set(1000, { name: "late" });
  if (k === 74) map.delete(111);
  walked.push(k + "=" + v.name);
});
console.log(walked.length, walked[0], walked[walked.length - 1]);
const s = new Set(["a", "b", "c"]);
const seen = [];
s.forEach((v) => { churn(); seen.push({ v }.v.toUpperCase()); if (v === "a") s.add("d"); });
console.log(seen.join(""));
// reduceRight, flatMap, findLast.
const joined = rows.slice(0, 20).reduceRight((acc, r) => ({ s: acc.s + churn() + r.name[1], n: acc.n + 1 }), { s: "", n: 0 });
console.log(joined.s, joined.n);
const flat = rows.slice(0, 30).flatMap((r, i) => { churn(); return i % 3 === 0 ? [{ x: r.id }, [r.id]] : [{ x: -r.id }]; });
console.log(flat.length, JSON.stringify(flat.slice(0, 4)));
console.log(rows.findLast((r) => ({ hit: r.id < 10 + churn() }).hit).id, rows.findLastIndex((r) => [r.name][0] === "n3" + churn()));
// Array.from: an iterable with a mapper, an array-like with a mapper, a custom constructor.
const fromSet = Array.from(new Set(rows.slice(0, 40)), (r, i) => ({ id: r.id + churn(), i }));
console.log(fromSet.length, fromSet[39].id, fromSet[39].i);
const fromLike = Array.from({ length: 60 }, (_, i) => ({ sq: i * i + churn(), s: "v" + i }));
console.log(fromLike[59].sq, fromLike[30].s, fromLike.map((x) => x.s).join("").length);
class Bag { constructor() { this.items = []; } }
const bag = Array.from.call(Bag, new Set(["x", "y"]), (v) => ({ up: v.toUpperCase() + churn() }));
console.log(bag instanceof Bag, bag.length, bag[1].up);
// Typed arrays: BigInt elements are heap values.
const big = BigInt64Array.from({ length: 40 }, (_, i) => BigInt(i) * 1000000000000n);
const mappedBig = big.map((x) => { churn(); return x + BigInt([1][0]); });
console.log(mappedBig[39].toString(), big.filter((x) => { churn(); return x % 3000000000000n === 0n; }).length);
console.log(big.reduceRight((a, x) => a + x + BigInt(churn()), 0n).toString(), big.findLast((x) => ({ k: x < 5000000000000n }).k).toString());
const sortedBig = big.toSorted((a, b) => { churn(); return Number(b - a) > 0 ? 1 : -1; });
console.log(sortedBig[0].toString(), sortedBig[39].toString(), big[0].toString());
const f64 = new Float64Array([3.5, -1, 2, 8]);
f64.sort((a, b) => { churn(); return ({ d: a - b }).d; });
console.log(Array.from(f64).join(), f64.some((x) => [x][0] > 7 + churn()));
// String and RegExp replace with a replacement function.
const text = rows.slice(0, 40).map((r) => r.name).join(",");
console.log(text.replace(/n(\d+)/g, (m, d, at) => { churn(); return "<" + { d }.d + ":" + [at][0] + ">"; }).slice(0, 60));
console.log(text.replaceAll("n1", (m, at, all) => { churn(); return ({ s: "N" + (at % 10) }).s + all.length; }).slice(0, 60));
console.log("a-b-c".replace(/(?<x>\w)/g, (...a) => { churn(); return a[a.length - 1].x.toUpperCase() + { k: "!" }.k; }));
