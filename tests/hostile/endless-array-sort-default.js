// expect: exit 3, fuel
// args: --fuel 2000000
// A sort without a comparator: keys and comparisons, each time.
const a = Array.from({ length: 1 << 16 }, (_, i) => (i * 7919) % 65536); for (;;) a.slice().sort()
