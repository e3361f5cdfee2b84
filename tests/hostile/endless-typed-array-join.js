// expect: exit 3, fuel
// args: --fuel 2000000
// join makes a string of each of 64K elements, each time.
const t = new Uint8Array(1 << 16); for (;;) t.join()
