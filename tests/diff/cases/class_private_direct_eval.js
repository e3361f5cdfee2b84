// Direct eval inside a class body sees the private names of the classes around it
// (sec-performeval: the PrivateEnvironment); brand checks still apply.
class C {
  #m() { return "m"; }
  #f = 44;
  v = eval("this.#f");
  static #s = 1;
  get() { return eval("this.#m() + this.#f + C.#s + (#f in this)"); }
}
const c = new C();
console.log(c.v, c.get());
class D { #m() {} }
try { c.get.call(new D()); } catch (e) { console.log(e.constructor.name); }
// Outside a class, a private name in eval code is a SyntaxError.
try { eval("this.#zz"); } catch (e) { console.log(e.constructor.name); }
try { c.get.call({}); } catch (e) { console.log(e.constructor.name); }
