// Flattening, chunking, zipping, windows and transposition written with array methods.
const chunk = (xs, n) => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
const xs = Array.from({ length: 11 }, (_, i) => i + 1);
console.log(JSON.stringify(chunk(xs, 4)), JSON.stringify(chunk([], 3)));
const zip = (...arrs) => arrs[0].map((_, i) => arrs.map((a) => a[i]));
console.log(JSON.stringify(zip([1, 2, 3], ["a", "b", "c"], [true, false, null])));
const windows = (xs, n) => xs.slice(0, xs.length - n + 1).map((_, i) => xs.slice(i, i + n));
console.log(windows(xs, 3).map((w) => w.reduce((a, b) => a + b) / 3).join(" "));
const m = [[1, 2, 3], [4, 5, 6]];
console.log(JSON.stringify(m[0].map((_, c) => m.map((r) => r[c]))));
console.log(JSON.stringify([1, [2, [3, [4, [5]]]]].flat()), JSON.stringify([1, [2, [3, [4]]]].flat(Infinity)), [[1], [2]].flat(0).length);
console.log(JSON.stringify([1, 2, 3].flatMap((x) => (x % 2 ? [x, x * 10] : []))), JSON.stringify([[1, [2]]].flatMap((x) => x)));
const counts = xs.reduce((acc, x) => { acc[x % 3 === 0 ? "fizz" : "other"]++; return acc; }, { fizz: 0, other: 0 });
console.log(JSON.stringify(counts), Array.from(new Set([3, 1, 3, 2, 1])).join(), Array.from({ length: 3 }).join("-"));
