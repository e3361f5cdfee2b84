// expect: exit 0, ok
// stdout: 2
function f() { try { return 1 } finally { return 2 } } console.log(f())
