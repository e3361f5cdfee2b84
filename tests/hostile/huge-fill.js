// expect: exit 4, heap
// args: --max-heap 64m
new Array(1e9).fill(0)
