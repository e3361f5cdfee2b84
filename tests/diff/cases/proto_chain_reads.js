// Reads that end two or more links up the prototype chain, or at its end
// (undefined), are cached by the receiver's shape and prototype while no object on
// the way changes. Each block fills one read site in a loop, changes an object of
// the chain in one of the ways that can change the answer, and reads again (with
// nothing in between where it matters: printing can itself end cached entries).
function reader(key) {
  return new Function("o", "return o." + key + ";");
}
function fill(read, o) { var r; for (var i = 0; i < 5; i++) r = read(o); return r; }

// 1. A method two links up, then shadowed on the middle object.
(function () {
  var top = { m: "top" }, mid = Object.create(top), o = Object.create(mid);
  var read = reader("m");
  console.log("1", fill(read, o));
  mid.m = "mid";
  console.log("1 shadowed", read(o));
  delete mid.m;
  console.log("1 unshadowed", read(o));
  delete top.m;
  console.log("1 deleted", read(o));
})();

// 2. Absent everywhere, then added to Object.prototype.
(function () {
  var o = Object.create(Object.create({}));
  var read = reader("nowhere2");
  console.log("2", fill(read, o));
  Object.prototype.nowhere2 = "on Object.prototype";
  console.log("2 added", read(o), read({}));
  delete Object.prototype.nowhere2;
  console.log("2 removed", read(o));
})();

// 3. The middle object's prototype replaced.
(function () {
  var a = { k: "a" }, b = { k: "b" }, mid = Object.create(a), o = Object.create(mid);
  var read = reader("k");
  console.log("3", fill(read, o));
  Object.setPrototypeOf(mid, b);
  console.log("3 swapped", read(o));
})();

// 4. The holder's data property redefined as a getter, then as a value again.
(function () {
  var top = { g: 1 }, o = Object.create(Object.create(top));
  var read = reader("g");
  console.log("4", fill(read, o));
  Object.defineProperty(top, "g", { get() { return "getter"; }, configurable: true });
  console.log("4 getter", read(o));
  Object.defineProperty(top, "g", { value: "value again", configurable: true, writable: true });
  console.log("4 value", read(o));
})();

// 5. An empty prototype filled by Object.assign.
(function () {
  var empty = {}, o = Object.create(Object.create(empty));
  var read = reader("fromAssign");
  var before = fill(read, o);
  Object.assign(empty, { fromAssign: "assigned", other: 2 });
  var after = read(o);
  console.log("5", before, after);
})();

// 6. A cached assignment site that adds to an object used as a prototype.
(function () {
  function setX(t, v) { t.x6 = v; return t; }
  for (var i = 0; i < 5; i++) setX({}, i);
  var proto = {}, o = Object.create(Object.create(proto));
  var read = reader("x6");
  var before = fill(read, o);
  setX(proto, "added by the cached site");
  var after = read(o);
  console.log("6", before, after);
})();

// 7. A class field defined on an existing object that is a prototype (a base
// constructor that returns it).
(function () {
  class Base { constructor(target) { return target; } }
  class WithField extends Base { f7 = "field"; }
  for (var i = 0; i < 5; i++) new WithField({});
  var proto = {}, o = Object.create(Object.create(proto));
  var read = reader("f7");
  var before = fill(read, o);
  new WithField(proto);
  var after = read(o);
  console.log("7", before, after);
})();

// 8. A prototype in dictionary mode (many properties, one deleted).
(function () {
  var big = {};
  for (var i = 0; i < 80; i++) big["p" + i] = i;
  delete big.p3;
  var o = Object.create(Object.create(big));
  var read = reader("p40");
  console.log("8", fill(read, o));
  big.p40 = "changed value";
  console.log("8 value", read(o));
  delete big.p40;
  console.log("8 deleted", read(o));
})();

// 9. Receivers of one shape with other prototypes.
(function () {
  var read = reader("who");
  var chainA = Object.create({ who: "A" }), chainB = Object.create({ who: "B" });
  console.log("9", fill(read, Object.create(chainA)), read(Object.create(chainB)));
  console.log("9 null proto", read(Object.create(null)));
})();

// 10. Class hierarchies: methods inherited over several levels, then overridden
// and one deleted.
(function () {
  class A { hello() { return "A"; } }
  class B extends A {}
  class C extends B {}
  var c = new C(), read = function (x) { return x.hello(); };
  console.log("10", fill(read, c));
  B.prototype.hello = function () { return "B"; };
  console.log("10 override", read(c));
  delete B.prototype.hello;
  delete A.prototype.hello;
  try { read(c); } catch (e) { console.log("10 gone", e.constructor.name); }
})();

// 11. A proxy as the receiver's grand-prototype: its get trap runs every time.
(function () {
  var calls = 0;
  var p = new Proxy({}, { get(t, k) { calls++; return "trap"; } });
  var o = Object.create(Object.create(p));
  var read = reader("viaTrap");
  console.log("11", fill(read, o), calls);
})();

// 12. toString and hasOwnProperty on instances (Object.prototype two links up).
(function () {
  function K() { this.v = 1; }
  var list = [];
  for (var i = 0; i < 5; i++) list.push(new K());
  console.log("12", list.map(function (k) { return k.hasOwnProperty("v") + ":" + k.toString(); }).join(" "));
  K.prototype.toString = function () { return "K!"; };
  console.log("12 after", String(list[0]), list[1].toString());
})();
