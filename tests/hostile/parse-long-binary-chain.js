// expect: exit 0, ok
// stdout: 101
console.log(eval("1" + " + 1".repeat(100)))
