// expect: exit 1, RangeError
const a = []; a.length = 2 ** 32 - 1; a.push(1)
