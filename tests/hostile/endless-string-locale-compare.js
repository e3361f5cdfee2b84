// expect: exit 3, fuel
// args: --fuel 2000000
// localeCompare goes over two equal 1M-unit strings, each time.
const s = 'a'.repeat(1 << 20), t = 'a'.repeat(1 << 20); for (;;) s.localeCompare(t)
