function opts({ a = 1, b = "x" } = {}) { return a + b; }
const [p = 5, ...rest] = [undefined, 2, 3];
console.log(opts(), opts({ a: 9 }), p, rest);
