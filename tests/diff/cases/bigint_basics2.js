// BigInt: arithmetic, division truncation, mixing errors, comparisons and formatting.
const a = 2n ** 64n, b = -7n;
console.log(String(a), a - 1n, b / 2n, b % 2n, (-b) ** 3n, a * a, typeof a);
console.log(1n < 2, 2n == 2, 2n === 2, 0n == "", [3n, 1n, 2n].sort().join(), BigInt("0x1f"), BigInt(Number.MAX_SAFE_INTEGER) + 2n);
try { 1n + 1; } catch (e) { console.log(e.name); }
try { BigInt(1.5); } catch (e) { console.log(e.name); }
try { JSON.stringify({ n: 1n }); } catch (e) { console.log(e.name); }
console.log((255n).toString(16), BigInt.asUintN(8, 257n), BigInt.asIntN(8, 255n), Number(2n ** 60n), -(2n ** 63n), 5n & 3n, 1n << 70n);
