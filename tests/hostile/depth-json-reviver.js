// expect: exit 0, ok
// stdout: RangeError
try { function f() { return JSON.parse("[1]", f) } f() } catch (e) { console.log(e.name) }
