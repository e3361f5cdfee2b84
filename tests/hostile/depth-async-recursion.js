// expect: exit 0, ok
// stdout: RangeError
async function f() { return f() } f().catch((e) => console.log(e.name))
