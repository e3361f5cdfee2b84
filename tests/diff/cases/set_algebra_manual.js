// Set algebra written by hand (union, intersection, difference, symmetric difference, subset) and with arrays of objects by key.
const A = new Set([1, 2, 3, 4]), B = new Set([3, 4, 5]);
const union = new Set([...A, ...B]);
const inter = new Set([...A].filter((x) => B.has(x)));
const diff = new Set([...A].filter((x) => !B.has(x)));
const sym = new Set([...A, ...B].filter((x) => !(A.has(x) && B.has(x))));
console.log([...union].join(), [...inter].join(), [...diff].join(), [...sym].join());
const subset = (x, y) => [...x].every((v) => y.has(v));
console.log(subset(inter, A), subset(A, B), subset(new Set(), B));
const users1 = [{ id: 1, n: "a" }, { id: 2, n: "b" }], users2 = [{ id: 2, n: "B" }, { id: 3, n: "c" }];
const ids2 = new Set(users2.map((u) => u.id));
console.log(users1.filter((u) => ids2.has(u.id)).map((u) => u.n).join(), users1.filter((u) => !ids2.has(u.id)).map((u) => u.n).join());
const seen = new Set(); const dupes = new Set();
for (const x of [3, 1, 3, 2, 1, 3]) (seen.has(x) ? dupes : seen).add(x);
console.log([...seen].join(), [...dupes].join());
const objSet = new Set(); const o = { k: 1 }; objSet.add(o).add(o).add({ k: 1 }); console.log(objSet.size);
