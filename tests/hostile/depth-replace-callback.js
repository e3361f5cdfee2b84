// expect: exit 0, ok
// stdout: RangeError
try { function f() { return "a".replace(/a/, f) } f() } catch (e) { console.log(e.name) }
