const a = { a: 1 };
let x;
x = a;
console.log(x);
