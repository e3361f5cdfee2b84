// expect: exit 3, fuel
// args: --fuel 2000000
// Composing a quarter of a million accented letters, each time (normalize charged nothing).
const s = 'e\u0301'.repeat(1 << 18); for (;;) { s.normalize('NFC') }
