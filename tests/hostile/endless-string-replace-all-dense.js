// expect: exit 3, fuel
// args: --fuel 2000000
// replaceAll with a million one-unit matches, each time (64K matches ran between two looks at the interrupt).
const s = 'a'.repeat(1 << 20); for (;;) { s.replaceAll('a', 'b'); ('\u0105' + s).replaceAll('a', 'b') }
