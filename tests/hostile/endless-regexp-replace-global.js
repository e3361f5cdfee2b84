// expect: exit 3, fuel
// args: --fuel 2000000
// A global RegExp replace with a quarter of a million matches, each time.
const s = 'a'.repeat(1 << 18); for (;;) s.replace(/a/g, 'b')
