// expect: exit 3, fuel
// args: --fuel 2000000
// set copies 1M elements, converting them, then half of them as bytes, each time.
const t = new Uint8Array(1 << 20), u = new Uint16Array(1 << 20); for (;;) { t.set(u); t.set(t.subarray(0, 1 << 19), 1 << 19) }
