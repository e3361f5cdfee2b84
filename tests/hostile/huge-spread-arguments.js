// expect: exit 0, ok
// stdout: 100000
console.log(String.fromCharCode(...new Array(100000).fill(65)).length)
