// expect: exit 0, ok
// stdout: RangeError
try { function f() { return [1, 2].reduce(f) } f() } catch (e) { console.log(e.name) }
