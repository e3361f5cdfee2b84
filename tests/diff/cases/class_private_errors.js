// Private names belong to one class evaluation: a class nested in a method sees the
// outer class's names but its instances do not have them; a constructor that returns
// an object it already initialized throws on the second initialization; the
// messages name the member. Also `(f) = function () {}` leaves the function unnamed.
class Outer {
  #x = 42;
  innerclass() {
    return class { f() { return this.#x; } };
  }
  derived() {
    const self = this;
    return class extends Outer { f() { return self.#x; } };
  }
}
const out = [];
const attempt = (label, f) => {
  try { out.push(label + ": " + f()); } catch (e) { out.push(label + ": " + e.constructor.name + " " + e.message); }
};
attempt("inner", () => new (new Outer().innerclass())().f());
attempt("derived", () => new (new Outer().derived())().f());

class A {
  #x = 1; get #g() { return 1; } set #s(v) {} #m() {}
  static r(o) { return o.#x; } static w(o) { o.#x = 1; }
  static g(o) { return o.#s; } static s(o) { o.#g = 1; } static m(o) { o.#m = 1; }
}
attempt("read", () => A.r({}));
attempt("write", () => A.w({}));
attempt("no getter", () => A.g(new A()));
attempt("no setter", () => A.s(new A()));
attempt("method", () => A.m(new A()));

class Base { constructor(o) { return o; } }
class C extends Base { get #p() { return 1; } set #p(v) {} static has(o) { return #p in o; } }
class D extends Base { #m() {} }
class E extends Base { #f = 1; }
for (const K of [C, D, E]) {
  const o = {};
  new K(o);
  try { new K(o); out.push(K.name + " twice: no error"); } catch (e) { out.push(K.name + " twice: " + e.constructor.name); }
}
const o = {}; new C(o); out.push("accessor pair: " + C.has(o));

var fn, g, h;
(fn) = function () {};
g = function () {};
((h)) = () => {};
out.push(JSON.stringify([fn.name, g.name, h.name]));
console.log(out.join("\n"));
