// copyWithin, fill, with, toSpliced, toReversed with negative and out-of-range indices.
const a = () => [1, 2, 3, 4, 5];
console.log(a().copyWithin(0, 3).join(), a().copyWithin(-2, 0).join(), a().copyWithin(1, -2, -1).join(), a().copyWithin(0, 1, 99).join());
console.log(a().fill(0, 1, 3).join(), a().fill(9, -2).join(), a().fill(7, 3, 1).join(), new Array(3).fill().length, Array(3).fill([]).every((x, i, arr) => x === arr[0]));
console.log(a().with(-1, 50).join(), a().toSpliced(1, 2, "x").join(), a().toSpliced(-1).join(), a().toReversed().join(), a().toSorted((x, y) => y - x).join());
try { a().with(5, 0); } catch (e) { console.log(e.name); }
const arr = a(); const r = arr.splice(1, 2); console.log(r.join(), arr.join(), arr.splice(-1, 1, "a", "b").join(), arr.join());
console.log(a().slice(-3, -1).join(), a().slice(4, 2).length, a().indexOf(3, -2), a().lastIndexOf(3, -4), a().includes(NaN), [NaN].includes(NaN), [NaN].indexOf(NaN));
console.log(a().at(-6), a().concat(6, [7, [8]]).length, [].concat.call(1, 2).length, Array.prototype.concat.call("ab", "c").length);
const sparse = [1, , 3];
console.log(sparse.with(1, 2).join(), 1 in sparse.toReversed(), sparse.toSpliced(0, 0).length, Object.keys(sparse.toSorted()).join());
