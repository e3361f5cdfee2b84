// BigInt with 64-bit typed arrays and DataView: wrapping, signedness, bit manipulation and hex formatting of 64-bit values.
const i64 = new BigInt64Array(3); const u64 = new BigUint64Array(i64.buffer);
i64[0] = -1n; i64[1] = 2n ** 63n; i64[2] = 2n ** 64n + 5n;
console.log(i64.join(), u64.join());
try { i64[0] = 1; } catch (e) { console.log(e.name); } try { new BigInt64Array([1]); } catch (e) { console.log(e.name); }
const dv = new DataView(new ArrayBuffer(8)); dv.setBigUint64(0, 0x0102030405060708n);
console.log(dv.getBigUint64(0, true).toString(16), dv.getUint32(0).toString(16), dv.getBigInt64(0) === 0x0102030405060708n);
const mask = (1n << 64n) - 1n; const rotl64 = (x, r) => ((x << r) | (x >> (64n - r))) & mask;
console.log(rotl64(0x8000000000000001n, 1n).toString(16), rotl64(0x0123456789abcdefn, 16n).toString(16));
const popcnt = (x) => { let c = 0; while (x) { x &= x - 1n; c++; } return c; };
console.log(popcnt(mask), popcnt(0xf0f0n), BigInt.asIntN(64, mask), BigInt.asUintN(64, -1n) === mask, BigInt.asIntN(1, 1n), BigInt.asUintN(0, 5n));
const hex64 = (x) => "0x" + BigInt.asUintN(64, x).toString(16).padStart(16, "0"); console.log(hex64(-2n), hex64(255n), hex64(2n ** 64n + 1n));
let h = 0xcbf29ce484222325n; for (const c of "hello") { h ^= BigInt(c.charCodeAt(0)); h = (h * 0x100000001b3n) & mask; } console.log(h.toString(16));
console.log(BigInt64Array.from([1n, -2n], (x) => x * 3n).join(), u64.indexOf(5n), [...u64.subarray(1)].map(String).join(), typeof i64[0], i64.includes(-1n));
