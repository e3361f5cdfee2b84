// expect: exit 3, fuel
// args: --fuel 2000000
// Math.max over 64K arguments through apply and spread, each time.
const b = new Array(1 << 16).fill(0); for (;;) { Math.max.apply(null, b); Math.min(...b) }
