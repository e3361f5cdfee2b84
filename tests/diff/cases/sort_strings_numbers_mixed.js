// Sorting: default string order of numbers, comparator returning booleans-as-numbers, undefined last.
console.log([10, 1, 5, 100, -2, -10].sort().join(), [10, 1, 5, 100, -2, -10].sort((a, b) => a - b).join());
console.log(["b", "a", "C", "B", "c", "A"].sort().join(""), ["b", "a", "C"].sort((x, y) => x.toLowerCase() < y.toLowerCase() ? -1 : 1).join(""));
console.log([3, undefined, 1, , 2].sort().length, JSON.stringify([3, undefined, 1, , 2].sort((a, b) => b - a)));
const words = ["pear", "fig", "apple", "kiwi", "date", "plum", "lime"];
console.log(words.slice().sort((a, b) => a.length - b.length).join(), words.slice().sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).join());
console.log([true, false, true].sort().join(), [[2, "b"], [1, "a"], [2, "a"]].sort().join(";"), [0.5, -0, 0, -0.5].sort((a, b) => a - b).map((x) => Object.is(x, -0) ? "-0" : x).join());
const objs = [{ k: "b" }, { k: "a" }, { k: "b" }, { k: "a" }].map((o, i) => ({ ...o, i }));
console.log(objs.sort((x, y) => (x.k > y.k) - (x.k < y.k)).map((o) => o.k + o.i).join());
