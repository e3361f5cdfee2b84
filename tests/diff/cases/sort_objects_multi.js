// Sorting records by several keys, with localeCompare-free string comparison and stability.
const people = [
  { last: "smith", first: "ann", age: 30 }, { last: "jones", first: "bob", age: 25 }, { last: "smith", first: "al", age: 30 },
  { last: "brown", first: "cy", age: 40 }, { last: "jones", first: "ann", age: 25 }, { last: "smith", first: "zed", age: 22 },
];
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const by = (...keys) => (x, y) => { for (const k of keys) { const d = k.startsWith("-") ? -cmp(x[k.slice(1)], y[k.slice(1)]) : cmp(x[k], y[k]); if (d) return d; } return 0; };
console.log(people.toSorted(by("last", "first")).map((p) => p.first + " " + p.last).join(", "));
console.log(people.toSorted(by("-age", "last")).map((p) => `${p.age}:${p.first}`).join(" "));
console.log(people.toSorted(by("age")).map((p) => p.first).join(" "));
const words = ["b10", "a2", "a10", "b9", "a1"];
const natural = (a, b) => { const [, pa, na] = [null, a[0], Number(a.slice(1))], [, pb, nb] = [null, b[0], Number(b.slice(1))]; return cmp(pa, pb) || na - nb; };
console.log(words.toSorted().join(), words.toSorted(natural).join());
