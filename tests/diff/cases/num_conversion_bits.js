// Bitwise operations and integer conversions: ToInt32 wrapping, unsigned shifts, masks and flags, hex dumps of negative numbers.
const vals = [0, 1, -1, 2 ** 31, 2 ** 32, 2 ** 32 + 7, -(2 ** 31) - 1, 3.99, -3.99, NaN, Infinity, 1e20];
console.log(vals.map((v) => `${v | 0}/${v >>> 0}/${v >> 0}`).join(" "));
const FLAGS = { READ: 1, WRITE: 2, EXEC: 4, ADMIN: 1 << 30 };
let perms = FLAGS.READ | FLAGS.EXEC | FLAGS.ADMIN;
const has = (p, f) => (p & f) === f;
console.log(perms, has(perms, FLAGS.WRITE), has(perms, FLAGS.READ | FLAGS.EXEC), (perms &= ~FLAGS.EXEC), (perms ^= FLAGS.WRITE), perms.toString(2).padStart(32, "0"));
console.log((-1 >>> 0).toString(16), (-255 >>> 0).toString(16), (255 << 24) >>> 0, 255 << 24, 1 << 32, 1 << 33, -8 >> 1, -8 >>> 28, 5 >>> -1);
const popcount = (n) => { n >>>= 0; let c = 0; while (n) { n &= n - 1; c++; } return c; };
console.log([0, 1, 255, -1, 0xaaaaaaaa].map(popcount).join(), Math.clz32(-1), Math.clz32(0.5));
const rotl = (x, r) => ((x << r) | (x >>> (32 - r))) >>> 0; console.log(rotl(0x80000001, 1).toString(16), rotl(0x12345678, 8).toString(16));
const fnv1a = (s) => { let h = 0x811c9dc5; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); } return (h >>> 0).toString(16).padStart(8, "0"); };
console.log(["", "a", "hello", "The quick brown fox"].map(fnv1a).join(" "));
console.log(~5, ~-1, ~~2.7, ~~-2.7, ~NaN, 0.1 | 0, "12" | 0, "0x10" | 0, "1e3" | 0, [] | 0, [7] | 0, null | 0, true << 3);
