let a = 1;
let b = "b";
const f = (x) => x * 2;
console.log(a, b, f(a));
