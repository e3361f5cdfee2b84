// expect: exit 0, ok
// stdout: b,a 3
const log = []; const o = { get a() { log.push("a"); return 1 }, get b() { log.push("b"); return 2 } }; const { b, a } = o; console.log(log.join(), a + b)
