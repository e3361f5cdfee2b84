// Every part of a class is strict mode code (ECMA-262 sec-strict-mode-code), also when
// the class sits in a sloppy function: its heritage and computed keys throw where sloppy
// code would fail silently, and a direct eval in them is strict. The function's own
// code around the class stays sloppy.
function f() {
  const log = [];
  const attempt = (what, run) => {
    try {
      run();
      log.push(`${what}: no error`);
    } catch (e) {
      log.push(`${what}: ${e.constructor.name}`);
    }
  };
  attempt("heritage", () => { class B extends (Object.preventExtensions({}).p = 1, Object) {} });
  attempt("computed key", () => { const C = class { [(Object.freeze({}).x = 1, "k")]() {} }; });
  attempt("static field key", () => { class D { static [(Object.freeze([]).length = 3, "s")] = 1; } });
  attempt("sloppy code after", () => { Object.freeze({}).y = 2; });
  attempt("eval in a key", () => { class E { [eval("var leaked = 1; 'm'")]() {} } });
  log.push(`leaked: ${typeof leaked}`);
  attempt("undeclared in a key", () => { class G { [undeclaredName = 3]() {} } });
  attempt("undeclared in the function", () => { undeclaredToo = 3; });
  attempt("delete in a key", () => { class H { [delete Object.prototype]() {} } });
  return log.join("\n");
}
console.log(f());
console.log(typeof undeclaredName, typeof undeclaredToo);
