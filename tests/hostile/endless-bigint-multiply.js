// expect: exit 3, fuel
// args: --fuel 2000000
// Multiplying two 56,000-bit BigInts, each time (charged a sixth of what it costs).
const a = 7n ** 20000n; for (;;) { a * a }
