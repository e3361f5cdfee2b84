// expect: exit 3, fuel
// args: --fuel 2000000
// indexOf, lastIndexOf and includes read 4M elements, each time.
const t = new Float64Array(1 << 22); for (;;) t.indexOf(1) + t.lastIndexOf(1) + t.includes(1)
