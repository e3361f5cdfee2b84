// expect: exit 0, ok
// stdout: RangeError
try { function f() { return [1].map(f) } f() } catch (e) { console.log(e.name) }
