// expect: exit 3, fuel
// args: --fuel 2000000
// fill writes 4M elements, each time.
const t = new Uint8Array(1 << 22); for (;;) t.fill(1)
