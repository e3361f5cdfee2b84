const a = "5";
const b = { x: 1 };
const c = [1, 2];
const d = a + 1;
const e = "assert";
const f = 5;
let g = {};
g.n = 3;
console.log(a, b, c, d, e, f, g, 1 + 2, "x" + "y");
