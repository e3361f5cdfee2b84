// expect: exit 3, fuel
// args: --fuel 2000000
// A resizable ArrayBuffer grown to 16 MB (zeroed) and shrunk again, each time.
const b = new ArrayBuffer(1, { maxByteLength: 1 << 24 }); for (;;) { b.resize(1 << 24); b.resize(1) }
