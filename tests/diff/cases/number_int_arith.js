// Integer arithmetic: int32 overflow into doubles, bitwise edges, modulo signs, rounding.
const big = 2147483647;
console.log(big + 1, (big + 1) | 0, -big - 2, (-big - 2) | 0, big * 2, ~big, ~~3.7, ~~-3.7);
console.log(1 << 31, 1 << 32, -1 >>> 0, -1 >>> 28, 5 >> 1, -5 >> 1, -5 >>> 30, 2 ** 31 | 0, 2 ** 32 + 5 | 0);
console.log(7 % 3, -7 % 3, 7 % -3, -7 % -3, 5.5 % 2, -0 % 5, Object.is(-0 % 5, -0), 5 % 0, Infinity % 2, 2 % Infinity);
console.log(Math.round(2.5), Math.round(-2.5), Math.round(-0.4), Object.is(Math.round(-0.4), -0), Math.floor(-0.5), Math.ceil(-0.5), Math.trunc(-4.7), Math.sign(-3));
console.log(0.1 * 3, 0.3 / 0.1, 1 / 3, 2 / 3, 10 / 3, 1e16 + 1, 9007199254740992 + 1, 123456789 * 987654321);
console.log(Math.max(), Math.min(), Math.max(1, NaN), Math.min(-0, 0), Object.is(Math.min(-0, 0), -0), Math.abs(-0), Math.hypot ? "hypot" : "", Math.clz32(1));
console.log(Number.isInteger(5.0), Number.isSafeInteger(2 ** 53), Number.parseFloat === parseFloat, (1234.5678).toFixed(1), (-1.5).toFixed(0), (1.5).toFixed(0), (0.5).toFixed(0));
let acc = 0;
for (let i = 0; i < 1000; i++) acc = (acc * 31 + i) | 0;
console.log(acc, acc >>> 0, (acc >>> 0).toString(16));
