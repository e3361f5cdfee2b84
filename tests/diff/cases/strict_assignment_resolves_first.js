// expected: by hand. In strict code an assignment's reference is resolved before the
// right-hand side runs (ECMA-262 sec-assignment-operators-runtime-semantics-evaluation
// step 1.a, then PutValue step 3): a name that did not exist then throws a
// ReferenceError even when the right-hand side created it (test262's
// language/identifier-resolution/assign-to-global-undefined.js). node 20 resolves it
// afterwards and prints "no error" on the first line; every other line is node's.
"use strict";
var declared = 1;
try { undeclared1 = (globalThis.undeclared1 = 5); console.log("no error"); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(typeof undeclared1);
globalThis.existing = 1;
existing = 2; console.log(existing);
declared = 3; console.log(declared);
try { gone = (delete globalThis.gone, 1); } catch (e) { console.log(e.constructor.name); }
globalThis.gone2 = 1;
try { gone2 = (delete globalThis.gone2, 1); console.log("no error2"); } catch (e) { console.log(e.constructor.name, e.message); }
try { neverDefined = 1; } catch (e) { console.log(e.constructor.name, e.message); }
function f() { later = 2; } globalThis.later = 0; f(); console.log(later);
