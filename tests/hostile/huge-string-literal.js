// expect: exit 0, ok
// stdout: 10000000
const s = eval(JSON.stringify("x".repeat(10000000))); console.log(s.length)
