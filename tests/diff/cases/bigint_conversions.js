// BigInt conversions and formatting: toString radix, asIntN/asUintN, BigInt() of strings, comparisons with numbers, typeof, mixing errors.
const vals = [0n, 1n, -1n, 255n, 2n ** 64n - 1n, -(2n ** 63n), 123456789012345678901234567890n];
console.log(vals.map((v) => v.toString(16)).join(" "), (-255n).toString(2), (35n).toString(36));
console.log([8, 16, 64].map((b) => `${BigInt.asIntN(b, 2n ** 63n + 5n)}/${BigInt.asUintN(b, -5n)}`).join(" "));
console.log(BigInt("0b1010"), BigInt("0o17"), BigInt("0xff"), BigInt(""), BigInt("  12  "), BigInt(true), BigInt(Number.MAX_SAFE_INTEGER) * 2n);
for (const bad of ["1.5", "1e3", "0x", "12n", "--1", "1_000"]) { try { BigInt(bad); console.log("ok?", bad); } catch (e) { console.log(bad, e.name); } }
try { BigInt(0.5); } catch (e) { console.log(e.name); } try { BigInt(Symbol()); } catch (e) { console.log(e.name); } try { new BigInt(1); } catch (e) { console.log(e.name); }
console.log(1n < 2, 2n > 1.5, 1n == 1, 1n == "1", 0n == false, 1n === 1, 2n ** 64n > Number.MAX_VALUE, 10n > Infinity, -10n < -Infinity, [1n, 2, 0n, -1].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join());
console.log(typeof 1n, typeof Object(1n), Object(1n) instanceof BigInt, 1n.constructor === BigInt, `${10n}`, 10n + "", String(-0n), Number(2n ** 53n + 1n), parseInt("9007199254740993n"));
try { Math.max(1n); } catch (e) { console.log(e.name); } try { +1n; } catch (e) { console.log(e.name); } try { 1n >>> 0n; } catch (e) { console.log(e.name); }
console.log(-(-3n), 7n / 2n, -7n / 2n, 7n % -2n, (-7n) % 2n, 2n ** 0n, 5n << 2n, -5n >> 1n, 0n === -0n, Object.is(0n, -0n), !0n, !!1n);
