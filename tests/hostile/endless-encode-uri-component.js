// expect: exit 3, fuel
// args: --fuel 2000000
// encodeURIComponent goes over a quarter of a million units that need no escape, each time.
const s = 'a'.repeat(1 << 18); for (;;) { encodeURIComponent(s); decodeURIComponent(s) }
