// expect: exit 0, ok
// stdout: a1bcd2
console.log(`a${1}b${`c${`d${2}`}`}`)
