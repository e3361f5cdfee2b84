// expect: exit 3, fuel
// args: --fuel 2000000
// reverse swaps a million plain elements, each time.
const a = new Array(1 << 20).fill(0); for (;;) a.reverse()
