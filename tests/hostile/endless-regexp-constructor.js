// expect: exit 3, fuel
// args: --fuel 2000000
// new RegExp of a 12K-unit pattern, each time (cached after the first).
const src = '(a)'.repeat(1 << 12); for (;;) new RegExp(src)
