// expect: exit 4, heap
// args: --max-heap 32m
async function f() { await null; return f() } f()
