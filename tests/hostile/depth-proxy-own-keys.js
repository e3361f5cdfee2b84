// expect: exit 0, ok
// stdout: RangeError
try { function f() { return Object.keys(new Proxy({}, { ownKeys: f })) } f() } catch (e) { console.log(e.name) }
