// expect: exit 3, fuel
// args: --fuel 2000000
// trim goes over 4M spaces, each time.
const s = ' '.repeat(1 << 22) + 'a'; for (;;) s.trim()
