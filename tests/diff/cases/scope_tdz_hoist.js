// Hoisting, temporal dead zone, block-scoped functions and shadowing.
console.log(typeof hoisted, hoisted());
function hoisted() { return "hoisted fn"; }
console.log(v === undefined);
var v = 1;
try { console.log(l); } catch (e) { console.log(e.name); }
let l = 2;
{ let v = "inner"; console.log(v); }
console.log(v);
try { const k = 1; k = 2; } catch (e) { console.log(e.name); }
const fns = [];
for (const x of [1, 2]) fns.push(() => x);
console.log(fns.map((g) => g()).join());
function shadow() { let x = "outer"; { let x = "inner"; } return x; }
console.log(shadow());
try { (function () { tdz; let tdz = 1; })(); } catch (e) { console.log(e.name); }
