// expect: exit 0, ok
// stdout: 199990000
let src = "let s = 0;"; for (let i = 0; i < 20000; i++) src += `s += ${i};`; console.log(eval(src + "s"))
