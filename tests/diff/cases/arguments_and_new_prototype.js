// Arguments objects made many times (the VM reuses the shape the last one of its kind
// ended with) and `new F` reading F.prototype (found by the function's shape).
function sloppy(a, b) { return arguments; }
function strict(a, b) { "use strict"; return arguments; }
function describe(args) {
  const names = Object.getOwnPropertyNames(args).join(",");
  const len = Object.getOwnPropertyDescriptor(args, "length");
  const it = Object.getOwnPropertyDescriptor(args, Symbol.iterator);
  const callee = Object.getOwnPropertyDescriptor(args, "callee");
  return [names, len.value, len.enumerable, len.writable, len.configurable,
    it.value === Array.prototype.values, it.enumerable,
    "value" in callee ? callee.value.name : typeof callee.get, callee.enumerable].join(" ");
}
for (let i = 0; i < 3; i++) {
  console.log(describe(sloppy(1, 2, 3)));
  console.log(describe(strict(1)));
}
// Changing one arguments object does not change the next one.
for (let i = 0; i < 4; i++) {
  const a = sloppy(i, i + 1);
  if (i === 1) { delete a.length; a.extra = 1; }
  if (i === 2) { a.length = 10; Object.defineProperty(a, "callee", { value: 5 }); }
  console.log(i, a.length, a[0], a[1], typeof a.callee, Object.keys(a).join(","), [...a].join(","));
}
// Mapped arguments alias the parameters; unmapped ones do not.
function alias(a) { arguments[0] = "changed"; return a; }
function noAlias(a) { "use strict"; arguments[0] = "changed"; return a; }
for (let i = 0; i < 3; i++) console.log(alias("orig"), noAlias("orig"));
try { strict().callee; } catch (e) { console.log(e.constructor.name); }
// apply with arguments, as constructors that forward to an initializer do.
function Point(x, y) { this.init.apply(this, arguments); }
Point.prototype.init = function (x, y) { this.x = x; this.y = y; };
let sum = 0;
for (let i = 0; i < 1000; i++) { const p = new Point(i, 2 * i); sum += p.x + p.y; }
console.log(sum);
// new F: the prototype read each time, reassigned or made a primitive.
function F() {}
const protos = [];
for (let i = 0; i < 6; i++) {
  if (i === 2) F.prototype = { tag: "second" };
  if (i === 3) F.prototype = 42;
  if (i === 4) F.prototype = null;
  if (i === 5) F.prototype = { tag: "last" };
  const o = new F();
  const p = Object.getPrototypeOf(o);
  protos.push(p === Object.prototype ? "Object.prototype" : p.tag || "initial");
}
console.log(protos.join(","));
class K { constructor() { this.k = 1; } }
class L extends K {}
const bound = K.bind(null);
console.log(Object.getPrototypeOf(new L()) === L.prototype, new bound() instanceof K, new K().k);
console.log(Object.getPrototypeOf(new Proxy(F, {})) === Object.prototype);
