// Operators with an int32 literal on the right (compiled to immediate-operand instructions) on every kind of left operand, and `return c ? a : b`.
const lefts = [0, -0, 1, -1, 7, 2147483647, -2147483648, 4294967295, 1.5, -2.5, NaN, Infinity, -Infinity,
  "12", "abc", "", true, false, null, undefined, [], [3], {}, { valueOf() { return 9; } }, { toString() { return "s"; } }];
const show = (v) => (Object.is(v, -0) ? "-0" : typeof v === "string" ? JSON.stringify(v) : String(v));
for (const x of lefts) {
  const row = [
    x + 1, x + 0, x + -1, x - 1, x - 2147483647, x * 3, x * 0, x * -1, x % 3, x % -3, x % 0,
    x & 1023, x | 0, x ^ 5, x << 3, x << 33, x >> 1, x >> 31, x >>> 0, x >>> 1,
    x < 2, x <= 2, x > 2, x >= 2, x < -1, x >= 0,
  ];
  let jumps = "";
  if (x < 2) jumps += "a"; if (!(x < 2)) jumps += "b"; if (x <= 1) jumps += "c"; if (!(x <= 1)) jumps += "d";
  if (x > 0) jumps += "e"; if (!(x > 0)) jumps += "f"; if (x >= 7) jumps += "g"; if (!(x >= 7)) jumps += "h";
  console.log(show(x), row.map(show).join(" "), jumps);
}
// BigInt left operands: mixing with a Number throws TypeError.
for (const f of [(a) => a + 1, (a) => a - 1, (a) => a * 2, (a) => a | 0, (a) => a >>> 0, (a) => a < 2]) {
  try { console.log(String(f(5n))); } catch (e) { console.log(e.constructor.name); }
}
// Compound assignment and loops.
let n = 5; n += 2; n -= 10; n *= -3; n %= 4; n |= 8; n &= 12; n ^= 1; n <<= 2; n >>= 1; n >>>= 0;
console.log(n);
let s = "x"; s += 1; s -= 1; console.log(s);
let count = 0; for (let i = 0; i < 100; i++) { if (i % 7 === 0) count += 3; } console.log(count);
let big = 2147483640; for (let i = 0; i < 20; i++) big = big + 1; console.log(big);
// valueOf runs once per operation, in order.
const log = []; const o = { valueOf() { log.push("v"); return 4; } };
console.log(o - 1, o < 5, o * 2, log.join(""));
// Conditional returns, nested, with side effects only in the taken arm.
function pick(a) { return a < 0 ? "neg" : a === 0 ? "zero" : (a > 100 ? "big" : a); }
console.log([-5, 0, 5, 500, NaN].map(pick).join(","));
function fib(k) { return k < 2 ? k : fib(k - 1) + fib(k - 2); }
console.log(fib(20));
function fin(a) { try { return a ? "t" : "f"; } finally { log.push("fin"); } }
console.log(fin(1), fin(0), log.join(","));
