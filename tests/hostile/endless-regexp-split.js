// expect: exit 3, fuel
// args: --fuel 2000000
// split by a RegExp into a quarter of a million parts, each time.
const s = 'a,'.repeat(1 << 18); for (;;) s.split(/,/)
