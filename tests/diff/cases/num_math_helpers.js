// Math functions as scripts use them: rounding modes, clamping, sums, trig, hypot, sign of zero, integer ops.
console.log([2.5, -2.5, 2.4, -2.6, 0.5, -0.5].map((x) => [Math.round(x), Math.floor(x), Math.ceil(x), Math.trunc(x)].join("/")).join(" "));
console.log(Object.is(Math.round(-0.4), -0), Object.is(Math.sign(-0), -0), Math.sign(-3), Math.sign("5"), Math.abs(-7.5), Math.abs("-2"));
const clamp = (x, a, b) => Math.min(b, Math.max(a, x));
console.log(clamp(15, 0, 10), clamp(-5, 0, 10), Math.max(), Math.min(), Math.max(1, NaN), Math.max(-0, 0), Object.is(Math.min(0, -0), -0));
console.log(Math.hypot(3, 4), Math.hypot(), Math.hypot(NaN, Infinity), Math.cbrt(27), Math.sqrt(-1), Math.pow(2, 10), 2 ** -1, (-8) ** (1 / 3));
console.log(Math.imul(0xffffffff, 5), Math.clz32(1), Math.clz32(0), Math.fround(5.5), Math.fround(5.05), Math.log2(8), Math.log10(1000), Math.expm1(0), Math.log1p(0));
console.log(Math.atan2(1, 1).toFixed(6), Math.sin(Math.PI).toExponential(2), Math.cos(0), Math.tan(0), Math.asin(2), Math.atanh(1), Math.sinh(0));
const nums = [0.1, 0.2, 0.3, 1e-3, 12.5];
const sum = nums.reduce((a, b) => a + b, 0);
console.log(sum, +sum.toFixed(10), Math.round(sum * 100) / 100, nums.map((n) => Math.round(n * 1000)).join());
console.log(7 % 3, -7 % 3, 7 % -3, 5.5 % 2, -0 % 5, 2 ** 31 | 0, 2 ** 32 + 5 >>> 0, -1 >>> 0, 1 << 31, ~~3.7, ~~-3.7);
