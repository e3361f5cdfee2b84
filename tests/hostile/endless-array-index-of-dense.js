// expect: exit 3, fuel
// args: --fuel 2000000
// indexOf and includes go over a million plain elements, each time (the passes charged nothing).
const a = new Array(1 << 20).fill(0); for (;;) { a.indexOf(1); a.includes(1) }
