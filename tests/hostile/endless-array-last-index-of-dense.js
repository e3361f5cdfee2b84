// expect: exit 3, fuel
// args: --fuel 2000000
// lastIndexOf goes over a million plain elements, each time.
const a = new Array(1 << 20).fill(0); for (;;) a.lastIndexOf(1)
