// expect: exit 0, ok
// stdout: RangeError
try { function f() { return `${{ toString: f }}` } f() } catch (e) { console.log(e.name) }
