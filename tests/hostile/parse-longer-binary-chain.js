// expect: exit 0, ok
// stdout: SyntaxError Too much nesting
// A known gap: node accepts a chain of 5,000 terms; the parser bounds every AST
// nesting unit, binary chains included, at 1,000 (parser/src/parser/mod.rs MAX_DEPTH).
try { eval("1" + " + 1".repeat(5000)) } catch (e) { console.log(e.name, e.message) }
