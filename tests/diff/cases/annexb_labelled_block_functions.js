// Annex B: labelled function declarations (through any number of labels) in blocks and
// switch cases are hoisted in their block like unlabelled ones, and var-scoped in sloppy code.
{ f1(); l: function f1() { return 1; } }
console.log(typeof f1, f1());
{ f2(); l0: l: function f2() { return 2; } }
console.log(typeof f2, f2());
switch (1) { case 1: f3(); a: b: function f3() { return 3; } }
console.log(typeof f3, f3());
function outer() { { inner(); x: function inner() { return "in"; } } return inner(); }
console.log(outer());
{ let shadow = 1; { lab: function shadow2() {} } }
console.log(typeof shadow2);
try { eval("'use strict'; l: function g() {}"); } catch (e) { console.log(e.constructor.name); }
try { eval("if (1) l: function g2() {}"); } catch (e) { console.log(e.constructor.name); }
try { eval("{ let dup; l: function dup() {} }"); } catch (e) { console.log(e.constructor.name); }
try { eval("{ l: function d2() {} l2: function d2() {} }"); console.log("sloppy dup ok"); } catch (e) { console.log(e.constructor.name); }
top: function topf() { return "top"; }
console.log(topf());
