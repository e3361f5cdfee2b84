// Integrity levels: preventExtensions vs seal vs freeze, in sloppy and strict code, on arrays and nested objects.
const results = [];
const check = (label, fn) => { try { fn(); results.push(label + ":ok"); } catch (e) { results.push(label + ":" + e.name); } };
const pe = Object.preventExtensions({ a: 1 });
const se = Object.seal({ a: 1 });
const fr = Object.freeze({ a: 1, nested: { b: 1 } });
pe.b = 2; pe.a = 3; delete pe.a; se.a = 4; se.c = 5; delete se.a; fr.a = 6; fr.nested.b = 7;
console.log(JSON.stringify([pe, se, fr]));
(function () {
  "use strict";
  check("pe add", () => { pe.z = 1; });
  check("se delete", () => { delete se.a; });
  check("fr write", () => { fr.a = 1; });
  check("fr nested", () => { fr.nested.b = 8; });
  check("frozen array push", () => { Object.freeze([1]).push(2); });
  check("sealed array pop", () => { Object.seal([1]).pop(); });
})();
console.log(results.join(" "));
console.log(Object.isExtensible(pe), Object.isSealed(se), Object.isFrozen(fr), Object.isFrozen(Object.preventExtensions({})), Object.isSealed(Object.freeze({})), Object.isFrozen("str"));
