function fib(n: number): number { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
const memo: Map<number, bigint> = new Map();
function fact(n: number): bigint { if (n <= 1) return 1n; if (memo.has(n)) return memo.get(n)!; const r = BigInt(n) * fact(n - 1); memo.set(n, r); return r; }
console.log(fib(15), fact(20).toString());
