const t = true;
const b = 1, c = 2;
const r1 = t ? (b) : c;
const r2 = t ? (x) => x + 1 : (x) => x;
const r3 = t ? (b) : (c);
const r4 = !t ? (b) : c => c;
console.log(r1, r2(1), r3, typeof r4 === "function" ? "fn" : r4);
const r5 = t ? (y) => y : null;
console.log(r5(9));
