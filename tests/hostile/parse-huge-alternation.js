// expect: exit 0, ok
// stdout: true
const w = []; for (let i = 0; i < 20000; i++) w.push("w" + i + "z"); console.log(new RegExp("^(?:" + w.join("|") + ")$").test("w19999z"))
