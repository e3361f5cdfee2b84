const re: RegExp = /a+b/g;
const n: number = 10 / 2 / 5;
const m = "aab ab".match(re);
console.log(m, n, (re as RegExp).source);
let x = 4; x /= 2; console.log(x);
