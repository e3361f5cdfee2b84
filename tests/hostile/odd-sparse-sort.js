// expect: exit 0, ok
// stdout: 5 1|2|3||
const a = [3, , 1, undefined, 2]; a.sort(); console.log(a.length, a.join("|"))
