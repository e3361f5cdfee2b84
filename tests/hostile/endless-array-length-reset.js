// expect: exit 3, fuel
// args: --fuel 2000000
// Setting a long length and back to zero, each time (a generic Set that charged nothing).
const a = []; for (;;) { a.length = 1 << 20; a.length = 0 }
