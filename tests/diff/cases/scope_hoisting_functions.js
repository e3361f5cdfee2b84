// Function and var hoisting, block-level functions, TDZ errors, shadowing in catch/for, named function expression bindings.
console.log(typeof hoisted, hoisted(), typeof v, v);
function hoisted() { return "hoisted fn"; }
var v = "assigned";
try { tdz; } catch (e) { console.log(e.name); } let tdz = 1;
const f = function fact(n) { return n <= 1 ? 1 : n * fact(n - 1); }; console.log(f(5), typeof fact);
const g = function named() { named = 5; return typeof named; }; console.log(g());
{ function inBlock() { return "block fn"; } } console.log(typeof inBlock);
let x = "outer"; { let x = "inner"; console.log(x); } console.log(x);
try { throw "e1"; } catch (x) { var x2 = x; } console.log(x2, x);
for (var i = 0; i < 2; i++) {} console.log(i);
for (let j = 0; j < 2; j++) {} console.log(typeof j);
function params(a, b = a * 2, c = () => a + b) { a = 10; return [a, b, c()].join(); } console.log(params(1));
function args() { arguments[0] = "changed"; return arguments.length; } console.log(args(1, 2, 3));
function sloppyArgs(a) { arguments[0] = "linked"; return a; } function strictArgs(a) { "use strict"; arguments[0] = "unlinked"; return a; } console.log(sloppyArgs("orig"), strictArgs("orig"));
try { (() => { "use strict"; undeclared = 1; })(); } catch (e) { console.log(e.name); }
var shadow = "global var"; function useShadow() { console.log(shadow); var shadow = "local"; } useShadow();
