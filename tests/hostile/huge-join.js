// expect: exit 4, heap
// args: --max-heap 64m
console.log(new Array(2 ** 27).join("abcdefgh").length)
