const x = "b";
const o = { a: 1, b: "s", c: true };
console.log(x, o);
