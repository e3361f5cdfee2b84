const f = (a, b) => a + b;
const g = (x) => [x];
console.log(f(1, 2), g("g"));
