// expect: exit 4, heap
// args: --max-heap 32m
function* g() { for (;;) yield 1 } [...g()]
