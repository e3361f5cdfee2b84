// expect: exit 0, ok
// stdout: RangeError
try { /(a+)+$/.test("a".repeat(40) + "b") } catch (e) { console.log(e.name) }
