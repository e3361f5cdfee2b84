// expect: exit 3, fuel
// args: --fuel 2000000
async function f() { for (;;) await null } f()
