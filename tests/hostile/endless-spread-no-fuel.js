// expect: exit 1, heap
// args: --max-heap 32m
function* g() { for (;;) yield 1 } [...g()]
