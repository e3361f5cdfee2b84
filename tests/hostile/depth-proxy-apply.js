// expect: exit 0, ok
// stdout: RangeError
try { function f() { return new Proxy(function () {}, { apply() { return f()() } }) } f()() } catch (e) { console.log(e.name) }
