// expect: exit 1, RangeError
function f() { return new Promise(f) } f()
