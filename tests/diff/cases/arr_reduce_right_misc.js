// reduceRight, reduce with and without seeds, errors on empty arrays, callback arguments and holes.
console.log([1, 2, 3].reduceRight((acc, x) => acc + x, ""), [[1, 2], [3]].reduceRight((a, b) => a.concat(b)).join());
try { [].reduce((a, b) => a + b); } catch (e) { console.log(e.name, e.message.length > 0); }
try { [, ,].reduceRight((a, b) => a); } catch (e) { console.log(e.name); }
console.log([5].reduce(() => "never"), [, 5, ,].reduce((a, b) => a + b, 1), [].reduce((a) => a, "seed"));
const seen = [];
[10, , 30].reduce((acc, x, i, arr) => { seen.push(`${acc}/${x}/${i}/${arr.length}`); return acc + x; }, 0);
console.log(seen.join(" "));
const compose = (...fns) => (x) => fns.reduceRight((v, f) => f(v), x);
console.log(compose((x) => x + 1, (x) => x * 2, String)(5), compose()(7));
const pipe = (...fns) => (x) => fns.reduce((v, f) => f(v), x);
console.log(pipe((s) => s.trim(), (s) => s.split(" "), (a) => a.length)("  a b c "));
console.log(Array.prototype.reduce.call("abc", (a, c) => c + a, ""), Array.prototype.map.call({ length: 2, 0: "x", 1: "y" }, (c) => c.toUpperCase()).join());
