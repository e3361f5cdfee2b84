// expect: exit 3, fuel
// args: --fuel 2000000
// A sticky pattern whose prefix is not at lastIndex fails at once; it used to scan the rest of a 4M-unit subject for the prefix first.
const s = 'a'.repeat(1 << 22) + 'b'; const re = /b/y; let n = 0; for (;;) { re.lastIndex = n++ % 1000; if (re.test(s)) throw new Error('no b there') }
