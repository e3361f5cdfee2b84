// expect: exit 3, fuel
// args: --fuel 2000000
// for-in over 64K keys that stops at the first: the keys are gathered first, each time.
const o = {}; for (let i = 0; i < 1 << 16; i++) o['k' + i] = i; for (;;) { for (const k in o) break }
