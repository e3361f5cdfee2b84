// The legacy `caller` of sloppy functions (V8 and SpiderMonkey have it; ECMA-262's
// forbidden extensions allow it if it never exposes a strict function): the function
// that called the running activation, through eval code; null from a strict caller and
// when the function is not running. (Top-level callers are left out: node runs a file
// inside a function of its own. A generator caller gives null here, as in SpiderMonkey
// and staging/sm's function-caller-restrictions.js; V8 gives the generator.)
function who() {
  const c = who.caller;
  return c === null ? "null" : c.name || "(anonymous)";
}
function direct() { return who(); }
function viaEval() { return eval("who()"); }
function viaNestedEval() { return eval("eval('who()')"); }
function strictCaller() { "use strict"; return who(); }
const arrowCaller = () => who();
const object = { method() { return who(); } };

console.log("direct:", direct());
console.log("through eval:", viaEval());
console.log("through nested eval:", viaNestedEval());
console.log("strict caller:", strictCaller());
console.log("arrow caller:", arrowCaller());
console.log("method caller:", object.method());
console.log("not running:", who.caller);

function outer() { return inner(); }
function inner() { return inner.caller === outer && arguments.callee.caller === outer; }
console.log("arguments.callee.caller:", outer());

// Recursion: the caller of the most recent activation.
function depth(n) { return n === 0 ? depth.caller.name : depth(n - 1); }
function start() { return depth(3); }
console.log("recursion:", start());

// The property: own, non-enumerable, non-configurable, not writable; strict functions
// and arrows have none of their own.
function sloppy() {}
const d = Object.getOwnPropertyDescriptor(sloppy, "caller");
console.log("own:", d !== undefined, "enumerable:", d.enumerable, "configurable:", d.configurable);
sloppy.caller = 5;
console.log("after assignment:", sloppy.caller);
console.log("strict own:", Object.prototype.hasOwnProperty.call(function () { "use strict"; }, "caller"));
console.log("arrow own:", Object.prototype.hasOwnProperty.call(() => 1, "caller"));
try {
  (function () { "use strict"; }).caller;
} catch (e) {
  console.log("strict read:", e.constructor.name);
}

// `arguments` of a running sloppy function: a new arguments object with the call's
// arguments, parameters as they are now; null when it is not running.
function args(a) { a = "changed"; return args.arguments; }
const got = args(1, 2, 3);
console.log("arguments:", got.length, got[0], got[1], got[2], Object.prototype.toString.call(got));
console.log("arguments not running:", args.arguments);
function each(v) { return each.arguments.length; }
console.log("callback arguments:", [5, 6].map(each).join());
