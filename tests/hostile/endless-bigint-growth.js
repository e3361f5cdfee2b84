// expect: exit 3, fuel
// args: --fuel 2000000
let x = 1n; for (;;) x *= 3n
