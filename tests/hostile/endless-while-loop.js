// expect: exit 3, fuel
// args: --fuel 2000000
let i = 0; while (true) i++
