// Binary search, lower/upper bounds and insertion into sorted arrays; dedupe of sorted runs.
const lower = (a, x) => { let lo = 0, hi = a.length; while (lo < hi) { const mid = (lo + hi) >>> 1; if (a[mid] < x) lo = mid + 1; else hi = mid; } return lo; };
const upper = (a, x) => { let lo = 0, hi = a.length; while (lo < hi) { const mid = (lo + hi) >> 1; if (a[mid] <= x) lo = mid + 1; else hi = mid; } return lo; };
const a = [1, 2, 2, 2, 5, 8, 8, 13];
console.log([0, 1, 2, 3, 8, 13, 20].map((x) => `${x}:[${lower(a, x)},${upper(a, x)})`).join(" "));
const sorted = [];
for (const x of [5, 3, 9, 1, 5, 7, 3, 0]) sorted.splice(lower(sorted, x), 0, x);
console.log(sorted.join(), sorted.filter((x, i) => i === 0 || sorted[i - 1] !== x).join());
const words = ["pear", "apple", "fig", "banana", "cherry"].sort();
console.log(words.join(), lower(words, "c"), words[lower(words, "c")], upper(words, "fig"));
const runs = []; let prev;
for (const x of sorted) { if (runs.length && x === prev) runs[runs.length - 1][1]++; else runs.push([x, 1]); prev = x; }
console.log(runs.map(([x, n]) => x + "x" + n).join(" "));
