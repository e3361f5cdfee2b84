// expect: exit 0, ok
// stdout: RangeError
try { function f() { return Reflect.apply(f, null, []) } f() } catch (e) { console.log(e.name) }
