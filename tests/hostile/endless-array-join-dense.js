// expect: exit 3, fuel
// args: --fuel 2000000
// join writes half a million elements, each time.
const a = new Array(1 << 19).fill('x'); for (;;) a.join(',')
