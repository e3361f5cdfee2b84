// expect: exit 0, ok
// stdout: RangeError
try { function f() { return f.apply(null) } f() } catch (e) { console.log(e.name) }
