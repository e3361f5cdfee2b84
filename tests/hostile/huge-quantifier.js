// expect: exit 0, ok
// stdout: false
console.log(/a{2147483647}/.test("aaa"))
