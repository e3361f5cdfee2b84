// Integer and float arithmetic edge cases, bit operations and Math.
console.log(2 ** 53 + 1, 0.1 * 3, 1 / 0, -1 / 0, 0 / 0, -0 === 0, Object.is(-0, 0), 1 / -0);
console.log(7 % 3, -7 % 3, 7 % -3, 5.5 % 2, -0 % 5, 2 ** -1, (-8) ** (1 / 3));
console.log(1 << 31, 1 << 32, -1 >>> 0, -1 >> 28, 0xffffffff | 0, ~5, 5 ^ 3, 2 ** 31 | 0);
console.log(Math.round(2.5), Math.round(-2.5), Math.round(-0.4), Math.trunc(-4.7), Math.sign(-3), Math.cbrt(27), Math.hypot(3, 4));
console.log(Math.max(), Math.min(), Math.max(1, NaN), Math.min(0, -0), Math.clz32(1), Math.fround(5.5), Math.imul(3, 4));
console.log(Number.MAX_SAFE_INTEGER, Number.EPSILON > 0, Number.isInteger(5.0), Number.isSafeInteger(2 ** 53), (25).toString(), 0.1 + 0.7);
console.log(Number.parseFloat === parseFloat, Number.isNaN("x"), isNaN("x"), isFinite("5"), Number.isFinite("5"));
let i = 0; for (let k = 0; k < 1e5; k++) i = (i + k * 31) | 0;
console.log(i);
