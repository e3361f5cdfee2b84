// expect: exit 0, ok
// stdout: 1
let g = () => 1; for (let i = 0; i < 100000; i++) g = g.bind(null); console.log(g())
