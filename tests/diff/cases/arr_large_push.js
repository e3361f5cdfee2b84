// Growing arrays by push, index writes past the end and pop/shift/unshift.
const a = [];
for (let i = 0; i < 10000; i++) a.push(i * 2);
let sum = 0;
for (let i = 0; i < a.length; i++) sum += a[i];
console.log(a.length, sum, a[9999], a.at(-2));
const q = [1, 2, 3];
q.unshift(0, -1); q.push(4);
console.log(q.shift(), q.pop(), q.join(), q.length);
const sparse = [];
sparse[100] = 1;
console.log(sparse.length, sparse.filter(() => true).length);
