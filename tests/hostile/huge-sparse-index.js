// expect: exit 0, ok
// stdout: 4294967295
const a = []; a[2 ** 32 - 2] = 1; console.log(a.length)
