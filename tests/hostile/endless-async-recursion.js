// expect: exit 3, fuel
// args: --fuel 2000000
async function f() { await null; return f() } f()
