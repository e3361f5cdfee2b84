// expect: exit 4, heap
// args: --max-heap 32m
const s = new Set(); for (let i = 0; ; i++) s.add("k" + i)
