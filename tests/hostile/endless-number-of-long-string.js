// expect: exit 3, fuel
// args: --fuel 2000000
// A million digits to a number (Number, unary plus, parseFloat, parseInt), each time.
const s = '1'.repeat(1 << 20); for (;;) { Number(s); +s; parseFloat(s); parseInt(s) }
