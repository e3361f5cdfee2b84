// expect: exit 0, ok
// stdout: SyntaxError
try { Function("return " + "[".repeat(100000) + "]".repeat(100000)) } catch (e) { console.log(e.name) }
