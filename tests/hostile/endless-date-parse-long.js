// expect: exit 3, fuel
// args: --fuel 2000000
// Date.parse of a 64K-unit string, each time.
const s = '2020-01-01T00:00:00Z'.padEnd(1 << 16, ' '); for (;;) { Date.parse(s); new Date(s) }
