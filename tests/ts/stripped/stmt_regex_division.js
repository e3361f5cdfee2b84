const re = /a+b/g;
const n = 10 / 2 / 5;
const m = "aab ab".match(re);
console.log(m, n, re.source);
let x = 4;
x /= 2;
console.log(x);
