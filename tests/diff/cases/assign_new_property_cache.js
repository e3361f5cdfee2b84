// Assignments that add a property (`o.x = v` where `o` has no `x`) are cached by the
// receiver's shape and prototype. Each block fills the cache at one site in a loop,
// then changes something on the chain or the receiver that makes the same assignment
// do something else: a setter, a read-only property, a proxy, a new prototype, a
// non-extensible receiver. Every line must be what node prints.

function show(label, o) {
  console.log(label, JSON.stringify(o), Object.keys(o).join(","));
}

// 1. A setter defined on the prototype after the site was cached.
(function () {
  function P() {}
  function make(v) { var o = new P(); o.x = v; return o; }
  for (var i = 0; i < 5; i++) make(i);
  var seen = [];
  Object.defineProperty(P.prototype, "x", {
    set(v) { seen.push(v); }, get() { return "from setter"; }, configurable: true,
  });
  var o = make(42);
  console.log("1", seen.join(","), Object.hasOwn(o, "x"), o.x);
})();

// 2. A read-only property on Object.prototype (two levels up), sloppy and strict.
(function () {
  function make(v) { var o = {}; o.y2 = v; return o; }
  function makeStrict(v) { "use strict"; var o = {}; o.y2 = v; return o; }
  for (var i = 0; i < 5; i++) { make(i); makeStrict(i); }
  Object.defineProperty(Object.prototype, "y2", { value: "ro", writable: false, configurable: true });
  var o = make(1);
  console.log("2 sloppy", Object.hasOwn(o, "y2"), o.y2);
  try { makeStrict(2); console.log("2 strict: no error"); }
  catch (e) { console.log("2 strict", e instanceof TypeError); }
  delete Object.prototype.y2;
  console.log("2 after delete", Object.hasOwn(make(3), "y2"));
})();

// 3. The middle of the chain gets a new prototype that has a setter.
(function () {
  var A = {}, B = Object.create(A);
  function make(v) { var o = Object.create(B); o.z = v; return o; }
  for (var i = 0; i < 5; i++) make(i);
  var log = [];
  Object.setPrototypeOf(B, { set z(v) { log.push("z=" + v); } });
  var o = make(7);
  console.log("3", log.join(","), Object.hasOwn(o, "z"));
})();

// 4. The prototype frozen: its writable `w` becomes read-only.
(function () {
  var proto = { w: 0 };
  function make(v) { var o = Object.create(proto); o.w = v; return o; }
  for (var i = 0; i < 5; i++) make(i);
  Object.freeze(proto);
  var o = make(9);
  console.log("4", Object.hasOwn(o, "w"), o.w);
})();

// 5. A receiver of the cached shape made non-extensible.
(function () {
  function make(v, seal) {
    var o = { a: 1 };
    if (seal) Object.preventExtensions(o);
    o.b = v;
    return o;
  }
  for (var i = 0; i < 5; i++) make(i, false);
  show("5", make(5, true));
  show("5 again", make(6, false));
})();

// 6. Same shape, another prototype (with a setter).
(function () {
  var plain = {};
  var withSetter = { set q(v) { this.got = v; } };
  function make(proto, v) { var o = Object.create(proto); o.q = v; return o; }
  for (var i = 0; i < 5; i++) make(plain, i);
  show("6", make(withSetter, 3));
  show("6 plain", make(plain, 4));
})();

// 7. A proxy put on the chain.
(function () {
  var mid = {};
  function make(v) { var o = Object.create(mid); o.r = v; return o; }
  for (var i = 0; i < 5; i++) make(i);
  var trapped = [];
  Object.setPrototypeOf(mid, new Proxy({}, {
    set(t, k, v, recv) { trapped.push(String(k)); return Reflect.set(t, k, v, recv); },
  }));
  var o = make(1);
  console.log("7", trapped.join(","), Object.hasOwn(o, "r"));
})();

// 8. A data property on the prototype shadowing a setter further up: never an add
// once the shadowing property is deleted.
(function () {
  var top = { set s(v) { this.viaSetter = v; } };
  var mid = Object.create(top);
  mid.s = 0; // no: the setter runs; define instead
  Object.defineProperty(mid, "s", { value: 0, writable: true, configurable: true });
  function make(v) { var o = Object.create(mid); o.s = v; return o; }
  for (var i = 0; i < 5; i++) make(i);
  show("8 shadowed", make(1));
  delete mid.s;
  show("8 exposed", make(2));
})();

// 9. Many adds at one site: past the shape limit objects change representation.
(function () {
  function fill(o, n) { for (var i = 0; i < n; i++) o["k" + i] = i; return o; }
  function addOne(o) { o.last = "end"; return o; }
  for (var r = 0; r < 3; r++) {
    var o = fill({}, 70);
    addOne(o);
    console.log("9", Object.keys(o).length, o.k0, o.k69, o.last);
  }
})();

// 10. Constructors in a loop, then a getter-only accessor on the prototype (an
// assignment fails: TypeError in strict code).
(function () {
  "use strict";
  function Point(x, y) { this.x = x; this.y = y; }
  var pts = [];
  for (var i = 0; i < 10; i++) pts.push(new Point(i, i * 2));
  console.log("10", pts.map(function (p) { return p.x + p.y; }).join(","));
  Object.defineProperty(Point.prototype, "y", { get() { return -1; }, configurable: true });
  try { new Point(1, 2); console.log("10: no error"); }
  catch (e) { console.log("10", e.constructor.name); }
  delete Point.prototype.y;
  var p = new Point(3, 4);
  console.log("10 after", p.x, p.y, Object.keys(p).join(","));
})();

// 11. A class-built prototype chain with default values on the prototype (the
// pattern of prototype-based libraries): the instance's assignment shadows them.
(function () {
  function Base() {}
  Base.prototype = { gloss: 2, reflection: 0 };
  function Solid(g) { this.gloss = g; }
  Solid.prototype = Object.create(Base.prototype);
  var list = [];
  for (var i = 0; i < 6; i++) list.push(new Solid(i));
  console.log("11", list.map(function (s) { return s.gloss + ":" + s.reflection + ":" + Object.hasOwn(s, "gloss"); }).join(" "));
})();
