// expect: exit 3, fuel
// args: --fuel 2000000
// Each slice zeroes and fills a new 1 MB buffer.
const b = new ArrayBuffer(1 << 20); for (;;) b.slice(1)
