// expect: exit 3, fuel
// args: --fuel 2000000
// Two one-million-unit strings compared with <, each time.
const s = 'a'.repeat(1 << 20), t = 'a'.repeat(1 << 20); for (;;) s < t
