// Scoping: shadowing in blocks, function declarations in blocks (strict), hoisting of var and functions.
"use strict";
const log = [];
let x = "outer";
{ let x = "block"; log.push(x); { const x = "inner"; log.push(x); } log.push(x); }
log.push(x);
log.push(typeof hoisted, hoisted());
function hoisted() { return "hoisted fn"; }
log.push(String(v));
var v = "assigned later";
{ function blockFn() { return "block fn"; } log.push(blockFn()); }
log.push(typeof blockFn);
try { log.push(tdz); let tdz = 1; } catch (e) { log.push(e.name); }
const fns = { x: "prop" };
with_like: { const { x } = fns; log.push(x); }
console.log(log.join(" | "));
