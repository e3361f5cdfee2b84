// expect: exit 3, fuel
// args: --fuel 2000000
// An Intl.Collator compares two one-million-unit strings, each time (nothing was charged).
const c = new Intl.Collator('en'); const a = 'a'.repeat(1 << 20), b = a + 'b'; for (;;) c.compare(a, b)
