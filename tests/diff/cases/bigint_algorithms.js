// BigInt in algorithms: factorials, modular exponentiation, gcd, Fibonacci, integer square root, digit sums.
const fact = (n) => { let r = 1n; for (let i = 2n; i <= n; i++) r *= i; return r; };
console.log(fact(25n).toString(), fact(50n).toString().length, String(fact(20n)) === String(2432902008176640000n));
const modpow = (b, e, m) => { let r = 1n; b %= m; while (e > 0n) { if (e & 1n) r = (r * b) % m; e >>= 1n; b = (b * b) % m; } return r; };
console.log(modpow(2n, 1000n, 1000000007n), modpow(3n, 2n ** 100n, 97n), modpow(7n, 0n, 13n));
const gcd = (a, b) => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
console.log(gcd(2n ** 64n, 6n ** 20n), gcd(-12n, 18n), gcd(17n, 0n));
const fib = (n) => { let a = 0n, b = 1n; for (let i = 0; i < n; i++) [a, b] = [b, a + b]; return a; };
console.log(fib(100).toString(), fib(300).toString().length);
const isqrt = (n) => { if (n < 2n) return n; let x = n, y = (x + 1n) / 2n; while (y < x) { x = y; y = (x + n / x) / 2n; } return x; };
console.log(isqrt(10n ** 40n), isqrt(2n * 10n ** 30n), isqrt(99n));
const digitSum = (n) => [...n.toString()].reduce((s, d) => s + BigInt(d), 0n);
console.log(digitSum(2n ** 1000n), (2n ** 1000n).toString().slice(0, 20), BigInt.asUintN(64, fact(30n)).toString(16));
