// expect: exit 3, fuel
// args: --fuel 2000000
// A typed array's sort without a comparator, each time.
const t = new Float64Array(1 << 18).map((_, i) => (i * 7919) % 1000); for (;;) t.slice().sort()
