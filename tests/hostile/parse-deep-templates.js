// expect: exit 0, ok
// stdout: SyntaxError
try { eval("`${".repeat(50000) + "1" + "}`".repeat(50000)) } catch (e) { console.log(e.name) }
