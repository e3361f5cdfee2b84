// Sort stability with many equal keys, comparator edge cases, undefined and holes.
const people = [];
for (let i = 0; i < 40; i++) people.push({ name: "p" + i, age: 20 + (i * 7) % 5 });
const sorted = [...people].sort((a, b) => a.age - b.age);
console.log(sorted.map((p) => p.name).join(" "));
console.log([5, undefined, 1, , 3, undefined, 2].sort().map(String).join());
console.log([5, 1, 4].sort(() => 0).join(), ["b", "a", "c"].sort((x, y) => (x < y ? 1 : -1)).join());
console.log([1, 2, 3].toSorted((a, b) => b - a).join(), [0.1, -0, 0, -1e-7, 1e21].sort((a, b) => a - b).map(String).join());
try { [1, 2].sort("nope"); } catch (e) { console.log(e.name); }
