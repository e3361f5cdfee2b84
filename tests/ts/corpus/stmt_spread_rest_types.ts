function sum(...nums: number[]): number { return nums.reduce((a, b) => a + b, 0); }
const args: [number, number, number] = [1, 2, 3];
const o1 = { a: 1 }, o2: { b: number } = { b: 2 };
const merged: { a: number; b: number } = { ...o1, ...o2 };
console.log(sum(...args), merged);
