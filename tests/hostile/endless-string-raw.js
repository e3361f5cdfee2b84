// expect: exit 3, fuel
// args: --fuel 2000000
// String.raw over 64K literals, each time.
const a = new Array(1 << 16).fill('x'); for (;;) String.raw({ raw: a })
