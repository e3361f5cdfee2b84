// Annex B (as node): in sloppy code a call may stand as the target of =, a compound
// assignment, ++/-- or a for-in/of head; the call runs, then a ReferenceError is thrown
// before the right side runs or the old value is read. Logical assignment and
// destructuring still reject it early.
var log = [];
function f() { log.push("f"); return { valueOf() { log.push("valueOf"); return 1; } }; }
function g() { log.push("g"); return 1; }
for (const src of ["f() = g()", "f() += g()", "f()++", "--f()", "for (f() in {a: 1}) ;", "for (f() of [1]) ;", "for (f() in {}) ;", "(f()) = 1"]) {
  log.length = 0;
  try { eval(src); log.push("no error"); } catch (e) { log.push(e.name); }
  console.log(src, "->", log.join(" "));
}
for (const src of ["f() &&= 1", "[f()] = [1]", "({a: f()} = {})"]) {
  try { eval(src); console.log(src, "no error"); } catch (e) { console.log(src, "->", e.name); }
}
