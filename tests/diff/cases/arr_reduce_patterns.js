// reduce patterns: grouping, running totals, max-by, pipelines, reduceRight and empty-array errors.
const xs = [4, 8, 15, 16, 23, 42];
console.log(xs.reduce((acc, x) => [...acc, (acc.at(-1) ?? 0) + x], []).join());
console.log(JSON.stringify(xs.reduce((g, x) => ((g[x % 2 ? "odd" : "even"] ??= []).push(x), g), {})));
const people = [{ n: "a", age: 30 }, { n: "b", age: 25 }, { n: "c", age: 35 }, { n: "d", age: 35 }];
console.log(people.reduce((best, p) => (p.age > best.age ? p : best)).n, people.reduceRight((best, p) => (p.age >= best.age ? p : best)).n);
const pipeline = [(s) => s.trim(), (s) => s.toLowerCase(), (s) => s.split(" ").filter(Boolean), (w) => w.join("-")];
console.log(pipeline.reduce((v, f) => f(v), "  Hello   Big World "));
console.log(["a", "b", "c"].reduceRight((acc, x) => acc + x), [[1, 2], [3]].reduce((a, b) => a.concat(b)).join(), [1].reduce((a, b) => a + b), [].reduce((a, b) => a + b, "init"));
try { [].reduce((a, b) => a + b); } catch (e) { console.log(e.name); }
const idx = [];
[10, 20, 30].reduce((acc, x, i, arr) => { idx.push(`${i}/${arr.length}`); return acc + x; }, 0);
console.log(idx.join(), [, 5, , 6].reduce((a, b) => a + b));
