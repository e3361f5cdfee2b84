// expect: exit 0, ok
// stdout: SyntaxError
try { eval("-".repeat(100000) + "1") } catch (e) { console.log(e.name) }
