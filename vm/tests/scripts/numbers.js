// Number arithmetic, int32 overflow, conversions and formatting.
print(1 + 2, 7 - 10, 6 * 7, 7 / 2, 7 % 3, -7 % 3, 2 ** 10, 2 ** -1);
print(2147483647 + 1, -2147483648 - 1, 65536 * 65536, 0 * -1, 1 / 0, -1 / 0, 0 / 0);
print(0.1 + 0.2, 1e21, 1e-7, 123456789012345680000, 5e-324, 1.7976931348623157e308);
print(5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 31, -1 >> 28, -1 >>> 28, 1 << 33);
print(Number("  42 "), Number(""), Number("0x1f"), Number("1e3"), Number("abc"), Number("Infinity"), Number("-0"));
print(Number(null), Number(undefined), Number(true), Number([]), Number([7]), Number("12px"));
print(parseInt("42px"), parseInt("0x10"), parseInt("ff", 16), parseInt("  -12.9"), parseFloat("3.14abc"), parseFloat(".5"), parseInt(""));
print((255).toString(16), (255).toString(2), (-8.5).toString(2), (3.14159).toFixed(2), (0.000001234).toString());
print(Number.MAX_SAFE_INTEGER, Number.EPSILON > 0, Number.isInteger(5.0), Number.isInteger(5.5), Number.isSafeInteger(2 ** 53));
print(isNaN("abc"), isFinite("12"), Number.isNaN("abc"), Math.max(), Math.min(), Math.max(1, NaN, 3));
print(Math.floor(-1.5), Math.ceil(-1.5), Math.round(2.5), Math.round(-2.5), Math.round(-0.2), Math.trunc(-4.7), Math.sign(-3));
print(Math.abs(-5), Math.sqrt(16), Math.pow(2, 8), Math.hypot(3, 4), Math.imul(0xffffffff, 5), Math.clz32(1));
let x = 10;
x += 5; x -= 3; x *= 2; x /= 4; x %= 4; x **= 3;
print(x);
let i = 0;
print(i++, i, ++i, i--, i, --i);
print(typeof 1, typeof NaN, 1 === 1.0, NaN === NaN, 0 === -0, Object.is(0, -0), Object.is(NaN, NaN));
