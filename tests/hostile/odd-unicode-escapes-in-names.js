// expect: exit 0, ok
// stdout: 5 AB
const \u0061bc = 5; console.log(abc, "\x41\u{42}")
