// expected: by hand. node's own `caller` and `arguments` are data properties whose
// values change while the function runs (V8), which breaks the invariant of
// [[GetOwnProperty]] for a non-writable, non-configurable data property (test262's
// built-ins/Object/internals/DefineOwnProperty/consistent-value-function-caller.js).
// Here they are accessors with no setter, so the two descriptor lines differ; every
// other line is node's.
// Sloppy ordinary functions have own `arguments` and `caller` properties (null when read
// from outside a call); strict functions, arrows, methods, classes, generators and async
// functions do not, and reading them there reaches %ThrowTypeError%.
function sloppy() {}
const kinds = {
  sloppy,
  expression: function () {},
  dynamic: new Function("return 1"),
  strict: function () { "use strict"; },
  arrow: () => {},
  method: { m() {} }.m,
  klass: class {},
  generator: function* () {},
  asyncFn: async function () {},
};
for (const [name, f] of Object.entries(kinds)) {
  const own = Object.getOwnPropertyNames(f).join();
  let caller;
  try { caller = String(f.caller); } catch (e) { caller = e.constructor.name; }
  console.log(name, own, caller);
}
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(sloppy, "caller")));
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(sloppy, "arguments")));
try { sloppy.caller = 1; console.log("assigned", sloppy.caller); } catch (e) { console.log(e.constructor.name); }
console.log(delete sloppy.arguments, Object.getOwnPropertyNames(sloppy).join());
