function sum(...nums) { return nums.reduce((a, b) => a + b, 0); }
const args = [1, 2, 3];
const o1 = { a: 1 }, o2 = { b: 2 };
const merged = { ...o1, ...o2 };
console.log(sum(...args), merged);
