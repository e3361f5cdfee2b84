// expect: exit 0, ok
// stdout: RangeError
try { function f() { [2, 1].sort(f); return 0 } f() } catch (e) { console.log(e.name) }
