// expect: exit 3, fuel
// args: --fuel 2000000
// Two distinct 4M-unit strings compared for equality, each time.
const s = 'a'.repeat(1 << 22), t = 'a'.repeat(1 << 22); let n = 0; for (;;) if (s === t) n++
