// expect: exit 3, fuel
// args: --fuel 2000000
// Each test scans 4M units for the pattern's required prefix before the matcher runs: the scan pays for what it covers.
const s = 'a'.repeat(1 << 22); for (;;) /b/.test(s)
