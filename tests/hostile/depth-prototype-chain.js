// expect: exit 0, ok
// stdout: 7
let o = { x: 7 }; for (let i = 0; i < 100000; i++) o = Object.create(o); console.log(o.x)
