// expect: exit 0, ok
// stdout: true 1 true 3 false 0
const re = /a/g; const s = "aXa"; console.log(re.test(s), re.lastIndex, re.test(s), re.lastIndex, re.test(s), re.lastIndex)
