// expect: exit 0, ok
// stdout: SyntaxError
try { eval("(function(){".repeat(50000) + "})()".repeat(50000)) } catch (e) { console.log(e.name) }
