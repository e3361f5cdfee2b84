// expect: exit 0, ok
// stdout: SyntaxError
try { eval("x = " + "{a:".repeat(100000) + "1" + "}".repeat(100000)) } catch (e) { console.log(e.name) }
