// expect: exit 3, fuel
// args: --fuel 2000000
// Reading the values of an object of 64K keys, each time.
const o = {}; for (let i = 0; i < 1 << 16; i++) o['k' + i] = i; for (;;) { Object.values(o) }
