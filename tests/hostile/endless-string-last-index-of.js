// expect: exit 3, fuel
// args: --fuel 2000000
// A backward search over 4M units, each time.
const s = 'a'.repeat(1 << 22); for (;;) s.lastIndexOf('b')
