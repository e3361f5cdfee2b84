// Exceptions: throw/catch/finally, error types, messages, nesting, rethrow.
try {
  throw new Error("boom");
} catch (e) {
  print(e.message, e.name, e instanceof Error, String(e));
}
try {
  null.x;
} catch (e) {
  print(e instanceof TypeError, e.name);
}
try {
  undefinedVariable;
} catch (e) {
  print(e instanceof ReferenceError, e.message);
}
function f() {
  try {
    return "try";
  } finally {
    print("finally runs");
  }
}
print(f());
function g() {
  try {
    throw 1;
  } catch (e) {
    return "caught " + e;
  } finally {
    print("cleanup");
  }
}
print(g());
try {
  try {
    throw new RangeError("inner");
  } finally {
    print("inner finally");
  }
} catch (e) {
  print("outer caught", e.name, e.message);
}
const e2 = new TypeError("bad", { cause: "why" });
print(e2.cause, e2 instanceof Error, Object.prototype.toString.call(e2));
try { throw { custom: true }; } catch ({ custom }) { print(custom); }
try { (void 0)(); } catch (e) { print(e.constructor === TypeError); }
let depth = 0;
function recurse() { depth++; recurse(); }
try { recurse(); } catch (e) { print(e instanceof RangeError, depth > 1000); }
try { throw new SyntaxError("s"); } catch { print("optional binding"); }
class MyError extends Error {
  constructor(m) { super(m); this.name = "MyError"; }
}
try { throw new MyError("mine"); } catch (e) { print(e.name, e.message, e instanceof MyError, e instanceof Error); }
