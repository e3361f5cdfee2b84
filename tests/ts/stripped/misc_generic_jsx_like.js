const less = 1 < 2;
const cmp = (a, b) => a < b;
const arr = [];
arr.push(5);
console.log(less, cmp(2, 1), arr);
