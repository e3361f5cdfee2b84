// expect: exit 0, ok
// stdout: RangeError
try { function f() { return new (f.bind(null))() } f() } catch (e) { console.log(e.name) }
