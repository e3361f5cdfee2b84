// BigInt: literals, operators, comparisons, conversions, the BigInt builtin, keys.
console.log(1n, -5n, typeof 1n, 2n ** 64n, 0x1fn, 0b101n, 0o17n, 1_000n, 0n, -0n);
console.log(10n / 3n, -10n / 3n, -10n % 3n, 10n % -3n, 5n - 7n, 3n * 4n, ~5n, ~-1n, -(-3n));
console.log(1n << 100n, -5n >> 1n, 5n << -1n, -1n >> 1000n, 1n >> 1000n, 5n & 3n, -1n | 4n, 6n ^ 3n, -6n & 0xffn);
let x = 1n; x++; x += 2n; console.log(x, x--, x, --x, ++x);
let f = 1n;
for (let i = 1n; i <= 30n; i++) f *= i;
console.log(f, f.toString(36), (-f).toString(2).length);
for (const [name, fn] of [
  ["mix +", () => 1n + 1], ["mix *", () => 2 * 1n], ["div 0", () => 1n / 0n], ["rem 0", () => 1n % 0n],
  ["neg exp", () => 2n ** -1n], ["ushr", () => 1n >>> 0n], ["unary +", () => +1n],
  ["Math", () => Math.abs(1n)], ["new", () => new BigInt(1)], ["frac", () => BigInt(1.5)],
  ["nan", () => BigInt(NaN)], ["bad string", () => BigInt("1.5")], ["sym", () => BigInt(Symbol())],
  ["undef", () => BigInt(undefined)], ["json", () => JSON.stringify({ a: 1n })],
  ["huge", () => 2n ** (2n ** 40n)], ["huge shift", () => 1n << (2n ** 64n)],
  ["radix", () => 1n.toString(1)], ["this", () => BigInt.prototype.valueOf.call(1)],
]) {
  try { console.log(name, fn()); } catch (e) { console.log(name, e.constructor.name); }
}
console.log(1n == 1, 1n === 1, 2n > 1.5, 1n < "2", "1" == 1n, "x" == 1n, 1n == true, 0n == "", 1n == 1.5);
console.log(9007199254740993n > 9007199254740992, 9007199254740993n == 9007199254740992, 2n ** 1024n > Infinity, -(2n ** 1024n) < -1e308);
console.log(1n < NaN, 1n > NaN, "1.5" < 2n, 3n >= "3", [1n < 2n, 2n <= 2n, 3n > 2n]);
console.log(0n === -0n, Object.is(0n, -0n), Object.is(5n, 5n), [NaN, 1n].indexOf(1n), [1n].includes(1n));
console.log("a" + 1n, 1n + "a", `${2n}`, String(3n), Number(2n ** 70n), Number(-123n), parseInt(15n));
console.log(BigInt(5), BigInt(-0), BigInt("0x10"), BigInt(" 12 "), BigInt(""), BigInt(true), BigInt("-9"), BigInt(1e21));
console.log(BigInt.asIntN(8, 255n), BigInt.asUintN(8, -1n), BigInt.asIntN(64, 2n ** 63n), BigInt.asUintN(64, -1n), BigInt.asIntN(0, 5n), BigInt.asUintN(3, 25n));
console.log((255n).toString(16), (-255n).toString(2), 10n.toLocaleString(), Object(1n), typeof Object(1n), Object(1n) + 1n);
console.log(Object.prototype.toString.call(1n), BigInt.prototype[Symbol.toStringTag], BigInt.name, BigInt.length);
const m = new Map([[1n, "a"], [2n ** 80n, "big"]]);
console.log(m.get(1n), m.get(2n ** 80n), m.has(1), new Set([1n, 1n, 2n, 1]).size);
BigInt.prototype.toJSON = function () { return this.toString(); };
console.log(JSON.stringify({ a: 1n, b: [2n] }));
console.log(!!0n, !!1n, 0n ? "y" : "n", 0n || "or", ({ [1n]: 3 })["1"], [1n, 2n], { a: 3n }, [10n, 9n, 1n].sort());
switch (3n) { case 3: console.log("number case"); break; case 3n: console.log("bigint case"); }
let sum = 0n;
for (let i = 0; i < 20000; i++) sum += BigInt(i) * 3n;
console.log(sum, sum.toString().length);
