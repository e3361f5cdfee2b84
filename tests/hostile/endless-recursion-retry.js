// expect: exit 3, fuel
// args: --fuel 200000
function f() { try { return f() } catch (e) { return f() } } f()
