// expect: exit 3, fuel
// args: --fuel 2000000
const p = Promise.resolve(); (function f() { p.then(f).then(f) })()
