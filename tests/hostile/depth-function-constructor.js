// expect: exit 0, ok
// stdout: RangeError
try { function f() { return new Function("return f()")() } f() } catch (e) { console.log(e.name) }
