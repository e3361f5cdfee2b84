// expect: exit 0, ok
// stdout: 1,
const a = [1]; a.push(a); console.log(String(a))
