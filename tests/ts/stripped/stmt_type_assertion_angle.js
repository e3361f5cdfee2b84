const anyVal = "str";
const len = anyVal.length;
const n = "5";
const obj = { a: 1 };
console.log(len, n, obj.a, true);
