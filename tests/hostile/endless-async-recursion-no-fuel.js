// expect: exit 1, heap
// args: --max-heap 32m
async function f() { await null; return f() } f()
