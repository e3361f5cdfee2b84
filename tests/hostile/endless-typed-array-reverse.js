// expect: exit 3, fuel
// args: --fuel 2000000
// reverse and copyWithin go over 2 MB, each time.
const t = new Float64Array(1 << 18); for (;;) { t.reverse(); t.copyWithin(0, 1) }
