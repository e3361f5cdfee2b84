const picked = "old";
const id = (u) => u;
let x = 3;
const shifted = x << 2;
const less = x < 4;
const both = x << x;
console.log(picked, id(5), shifted, less, both);
