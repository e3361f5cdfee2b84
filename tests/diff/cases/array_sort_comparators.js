// Comparators with odd return values, sorting numbers as strings, sorting with Infinity and NaN.
console.log([10, 9, 1, 100, 25].sort().join(), [10, 9, 1, 100, 25].sort((a, b) => a - b).join());
console.log([3, 1, 2].sort((a, b) => a > b).join(), [3, 1, 2].sort((a, b) => (a > b ? 1 : -1)).join());
console.log([Infinity, -Infinity, 0, -0, 5].sort((a, b) => a - b).map(String).join());
console.log(["b", undefined, "a", undefined, "c"].sort().map(String).join());
console.log([{ v: 2 }, { v: 1 }, { v: 2 }, { v: 0 }].sort((x, y) => x.v - y.v).map((o) => o.v).join());
const big = Array.from({ length: 200 }, (_, i) => ({ key: i % 7, i }));
const s = big.toSorted((a, b) => a.key - b.key);
console.log(s.slice(0, 8).map((o) => o.i).join(), s.every((o, idx) => idx === 0 || s[idx - 1].key < o.key || (s[idx - 1].key === o.key && s[idx - 1].i < o.i)));
console.log(["é", "e", "z", "a", "E"].sort().join(), [true, false, true].sort().join());
