// expect: exit 3, fuel
// args: --fuel 2000000
// Each search goes over 4M units: the search pays for what it covers.
const s = 'a'.repeat(1 << 22); for (;;) s.indexOf('b')
