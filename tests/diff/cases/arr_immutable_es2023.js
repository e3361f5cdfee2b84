// ES2023 change-by-copy array methods: toSorted, toReversed, toSpliced, with, findLast*.
const a = [5, 1, 4, 2, 3];
console.log(a.toSorted().join(), a.toSorted((x, y) => y - x).join(), a.toReversed().join(), a.join());
console.log(a.toSpliced(1, 2).join(), a.toSpliced(1, 0, "x", "y").join(), a.toSpliced(-1).join(), a.with(-1, 0).join(), a.with(0, "first").join());
try { a.with(5, 1); } catch (e) { console.log(e.name); }
console.log(a.findLast((x) => x % 2 === 0), a.findLastIndex((x) => x > 3), a.findLastIndex((x) => x > 9), [, 1].toSorted().length, JSON.stringify([, "b"].toReversed()));
const sparse = [3, , 1];
console.log(JSON.stringify(sparse.toSorted()), JSON.stringify(sparse.with(1, 2)), 1 in sparse.toSpliced(0, 0));
console.log(Array.prototype.toSorted.call({ length: 3, 0: "c", 1: "a", 2: "b" }).join(), Object.isFrozen(a.toSorted()));
