// BigInt arithmetic, conversions and mixing errors.
const big = 2n ** 100n;
console.log(String(big), big.toString(16), (-big / 3n).toString(), (-7n % 3n).toString(), typeof big);
console.log(BigInt("0x1f"), BigInt(" 123 "), BigInt(Number.MAX_SAFE_INTEGER) + 2n, BigInt.asIntN(8, 255n), BigInt.asUintN(8, -1n));
console.log(10n > 9, 10n == 10, 10n === 10, 1n < 1.5, [3n, 1n, 2n].sort().join(), 0n ? "t" : "f");
try { 1n + 1; } catch (e) { console.log(e.name); }
try { BigInt(1.5); } catch (e) { console.log(e.name); }
try { JSON.stringify({ a: 1n }); } catch (e) { console.log(e.name); }
try { 1n / 0n; } catch (e) { console.log(e.name); }
let f = 1n; for (let i = 1n; i <= 30n; i++) f *= i;
console.log(f.toString(), (f >> 10n).toString(), (-5n) >> 1n, ~0n, 5n & 3n, Number(2n ** 64n));
