// Arrays: splice variants, length truncation and growth, holes, and in-place methods.
const a = [1, 2, 3, 4, 5, 6];
console.log(JSON.stringify(a.splice(1, 2)), JSON.stringify(a));
console.log(JSON.stringify(a.splice(-2, 1, "x", "y")), JSON.stringify(a));
console.log(JSON.stringify(a.splice(2)), JSON.stringify(a), JSON.stringify(a.splice(0, 0, 0)), JSON.stringify(a));
const b = [1, 2, 3];
b.length = 1;
console.log(JSON.stringify(b), b.length);
b.length = 3;
console.log(JSON.stringify(b), 1 in b, b.indexOf(undefined), b.includes(undefined));
b[5] = "end";
console.log(b.length, JSON.stringify(b), Object.keys(b).join(), b.filter(() => true).length);
const c = [3, 1, 2];
console.log(c.reverse() === c, c.join(), c.fill(0, 1).join(), [..."abc"].unshift("z"), [1, 2].shift(), [1, 2].pop());
const d = [1, 2, 3, 4];
console.log(JSON.stringify(d.with ? d.with(1, 9) : [1, 9, 3, 4]), JSON.stringify(d.toReversed ? d.toReversed() : [4, 3, 2, 1]), JSON.stringify(d));
