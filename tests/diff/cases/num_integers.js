// Integer-heavy code: gcd, primes, digit sums, base conversion, overflow into doubles.
const gcd = (a, b) => (b ? gcd(b, a % b) : Math.abs(a));
console.log(gcd(1071, 462), gcd(-12, 18), gcd(0, 5));
const sieve = (n) => { const is = new Array(n + 1).fill(true); is[0] = is[1] = false; for (let i = 2; i * i <= n; i++) if (is[i]) for (let j = i * i; j <= n; j += i) is[j] = false; return is.reduce((a, p, i) => (p ? [...a, i] : a), []); };
console.log(sieve(60).join());
const digitSum = (n) => String(n).split("").reduce((s, d) => s + Number(d), 0);
console.log(digitSum(987654321), digitSum(2 ** 40));
console.log((123456789).toString(36), parseInt("21i3v9", 36), (2 ** 31) * 2, 2147483647 + 1, (2 ** 31) | 0, -(2 ** 31) - 1);
let x = 1; for (let i = 0; i < 70; i++) x *= 2;
console.log(x, x + 1 === x, Number.MAX_SAFE_INTEGER + 2, 0.1 * 0.2, 9007199254740993);
console.log(Math.floor(-7 / 2), Math.trunc(-7 / 2), -7 >> 1, (-7 / 2) | 0, 7 / 2 >> 0);
