// expect: exit 0, ok
// stdout: 0:3 1:2
let s = ""; for (let i = 0, j = 3; i < j; i++, j--) s += i + ":" + j + " "; console.log(s.trim())
