const e = "onUp";
const p = "x-y";
const n = "abcd";
console.log(e, p, n);
