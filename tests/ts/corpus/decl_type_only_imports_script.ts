type A = { a: number };
const a: A = { a: 1 };
let x: typeof a;
x = a;
console.log(x);
