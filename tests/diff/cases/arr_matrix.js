// Matrix operations with nested arrays.
const m = [[1, 2, 3], [4, 5, 6]];
const t = m[0].map((_, j) => m.map((row) => row[j]));
console.log(JSON.stringify(t));
const mul = (a, b) => a.map((row) => b[0].map((_, j) => row.reduce((s, v, k) => s + v * b[k][j], 0)));
console.log(JSON.stringify(mul(m, t)));
const grid = Array.from({ length: 4 }, (_, i) => Array.from({ length: 5 }, (_, j) => (i * 5 + j) % 3 === 0 ? "#" : "."));
console.log(grid.map((r) => r.join("")).join("\n"));
