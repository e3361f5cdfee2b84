// expect: exit 0, ok
// stdout: RangeError
try { function f() { return Array.from([1], f) } f() } catch (e) { console.log(e.name) }
