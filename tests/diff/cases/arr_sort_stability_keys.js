// Sort stability with many equal keys, multi-key comparators, toSorted, and comparator misuse.
const people = [];
const names = ["ana", "bo", "cy", "dee", "eve", "fay", "gus", "hal", "ivy", "jo", "kit", "lu"];
for (let i = 0; i < 60; i++) people.push({ id: i, name: names[i % names.length], age: 20 + ((i * 7) % 5) });
const byAge = people.toSorted((a, b) => a.age - b.age);
console.log(byAge.slice(0, 15).map((p) => p.id).join(","));
const stable = byAge.every((p, i, a) => i === 0 || a[i - 1].age < p.age || a[i - 1].id < p.id);
console.log(stable, people[0].id === 0, byAge !== people);
const multi = people.slice().sort((a, b) => a.name.localeCompare?.call ? (a.name < b.name ? -1 : a.name > b.name ? 1 : b.age - a.age) : 0);
console.log(multi.slice(0, 10).map((p) => `${p.name}${p.age}#${p.id}`).join(" "));
console.log([5, 1, 4].sort(() => 0).join(), [3, 1, 2].sort((a, b) => (a < b ? -1 : 1)).join(), [3, 1, 2].sort((a, b) => b > a).join());
console.log([undefined, 3, , 1, null, "2"].sort().map(String).join(), [10, 9, 1, 100].sort().join(), [-1, -10, 2].sort((a, b) => a - b).join());
const big = Array.from({ length: 2000 }, (_, i) => ({ k: i % 3, i }));
big.sort((a, b) => a.k - b.k);
console.log(big.every((x, j) => j === 0 || big[j - 1].k < x.k || big[j - 1].i < x.i), big[0].i, big[667].i, big[1999].i);
