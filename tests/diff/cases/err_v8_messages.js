// The messages of common TypeErrors and ReferenceErrors, as scripts print them.
const cases = [
  () => null.x,
  () => undefined.foo,
  () => { const o = {}; o.method(); },
  () => { const o = { a: {} }; o.a.b.c; },
  () => { let f = 5; f(); },
  () => notDefinedAnywhere,
  () => { const c = 1; c = 2; },
  () => { new (() => {})(); },
  () => { for (const x of 5) {} },
  () => { const [a] = null; },
  () => { class A {} A(); },
  () => { Symbol() + ""; },
  () => { "use strict"; Object.freeze({ x: 1 }).x = 2; },
  () => { "use strict"; Object.preventExtensions({}).y = 1; },
  () => { [].reduce((a, b) => a); },
  () => { new Array(-1); },
  () => { (1).toFixed(200); },
  () => { x; let x = 1; },
  () => { "abc" in "abc"; },
  () => { Object.defineProperty(1, "x", {}); },
  () => { JSON.parse("{bad"); },
  () => { class B extends Object { constructor() { this.x = 1; } } new B(); },
  () => { null[Symbol.iterator]; },
  () => { ({}).x.y; },
  () => { undefined(); },
  () => { Math.max(...undefined); },
];
for (const f of cases) {
  try { f(); console.log("no error"); } catch (e) { console.log(`${e.constructor.name}: ${e.message}`); }
}
