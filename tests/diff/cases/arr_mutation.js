// splice/slice/copyWithin/fill/reverse and change-by-copy methods.
const a = [1, 2, 3, 4, 5, 6];
console.log(a.splice(1, 2).join(), a.join());
console.log(a.splice(-1, 1, "x", "y").join(), a.join());
console.log(a.slice(-3, -1).join(), [1, 2, 3, 4, 5].copyWithin(0, 3).join(), new Array(4).fill(7, 1, 3).join());
console.log([1, 2, 3].reverse().join(), [1, 2, 3].toReversed().join(), [1, 2, 3].with(-1, 9).join(), [1, 2, 3].toSpliced(1, 1, "a", "b").join());
try { [1].with(5, 0); } catch (e) { console.log(e.name); }
const b = [1, 2, 3];
b.length = 1; b[4] = 5;
console.log(b.length, JSON.stringify(b), 3 in b, Object.keys(b).join());
console.log([3, 1, 2].indexOf(2), [NaN].indexOf(NaN), [NaN].includes(NaN), [1, 2, 1].lastIndexOf(1));
