// expect: exit 3, fuel
// args: --fuel 2000000
// unshift then shift on a long array (each pair moved every element).
const a = new Array(1 << 16).fill(0); for (;;) { a.unshift(1); a.shift() }
