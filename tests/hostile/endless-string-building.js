// expect: exit 3, fuel
// args: --fuel 2000000
// Each step builds 1M-unit strings (repeat, padStart, replaceAll, toUpperCase, a slice) that are garbage at once.
const s = 'a'.repeat(1 << 20); for (;;) { 'ab'.repeat(1 << 19); 'x'.padStart(1 << 20); s.replaceAll('a', 'b'); s.toUpperCase(); (s + 'b').slice(1) }
