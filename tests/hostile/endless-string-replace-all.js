// expect: exit 3, fuel
// args: --fuel 2000000
// Each replaceAll finds a million matches and writes a 1M-unit result in one call: it pays as it scans and writes.
const s = 'ab'.repeat(1 << 19); const w = '\u0101'.repeat(2); for (;;) { s.replaceAll('a', 'b'); s.replaceAll('b', w) }
