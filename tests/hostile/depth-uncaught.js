// expect: exit 1, RangeError
function f() { return f() } f()
