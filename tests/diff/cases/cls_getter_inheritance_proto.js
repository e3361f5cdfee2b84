// Prototype-level behaviour of classes: method enumerability, replacing methods on the prototype, super property lookup at call time.
class A { m() { return "A.m"; } get g() { return "A.g"; } static s() { return "A.s"; } }
class B extends A { m() { return "B>" + super.m(); } get g() { return "B>" + super.g; } static s() { return "B>" + super.s(); } }
const b = new B();
console.log(b.m(), b.g, B.s(), Object.keys(A.prototype).length, JSON.stringify(Object.getOwnPropertyNames(B.prototype)));
A.prototype.m = function () { return "patched A.m"; }; console.log(b.m());
const desc = Object.getOwnPropertyDescriptor(A.prototype, "m"); console.log(desc.enumerable, desc.writable, desc.configurable);
const cdesc = Object.getOwnPropertyDescriptor(A, "prototype"); console.log(cdesc.writable, cdesc.enumerable, cdesc.configurable);
const borrowed = { __proto__: { m() { return "other proto"; } }, m: B.prototype.m }; console.log(borrowed.m());
Object.setPrototypeOf(B.prototype, { m() { return "swapped"; }, get g() { return "swapped g"; } }); console.log(b.m(), b.g);
console.log(typeof A, A.name, B.length, class { constructor(a, b) {} }.length, (class Named {}).name, (class {}).name);
try { A.prototype.m.call(null); console.log("ok"); } catch (e) { console.log(e.name); }
try { new A.prototype.m(); } catch (e) { console.log(e.name); }
console.log(Object.getPrototypeOf(B) === A, Object.getPrototypeOf(class {}) === Function.prototype, Object.getPrototypeOf(class extends null {}.prototype));
