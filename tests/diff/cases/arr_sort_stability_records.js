// Sort stability with records, multi-key comparators, and sorting a copy.
const people = [];
const names = ["ann", "bob", "cy", "dee", "eve", "fay", "gus", "hal", "ivy", "jo", "kim", "lu"];
names.forEach((n, i) => people.push({ n, age: 20 + (i * 7) % 5, team: i % 3 }));
const byAge = [...people].sort((a, b) => a.age - b.age);
console.log(byAge.map((p) => p.n + p.age).join(" "));
const byTeamAge = [...people].sort((a, b) => a.team - b.team || b.age - a.age);
console.log(byTeamAge.map((p) => `${p.team}:${p.n}`).join(" "));
console.log(people.map((p) => p.n).join(" "));
const big = Array.from({ length: 100 }, (_, i) => ({ k: i % 4, i }));
big.sort((a, b) => a.k - b.k);
let stable = true;
for (let i = 1; i < big.length; i++) if (big[i - 1].k === big[i].k && big[i - 1].i > big[i].i) stable = false;
console.log("stable:", stable, big.slice(0, 5).map((x) => x.i).join());
console.log([10, 9, 1, 100, 25].sort().join(), [10, 9, 1, 100, 25].sort((a, b) => b - a).join());
console.log(["b", undefined, "a", , "c"].sort().length, JSON.stringify(["b", undefined, "a", , "c"].sort()));
