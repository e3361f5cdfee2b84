// Order of a class construction: a base constructor initializes its fields before its
// parameters are bound; super(...) reads the parent constructor before evaluating its
// arguments and checks it after; array methods that must delete throw when they cannot.
const log = [];
function g(tag, value) { log.push(tag); return value; }

class A {
  #x = g("field #x", "hello");
  y = g("field y", 1);
  constructor(o = g("param default", this.#x), p = this.y) {
    this.value = o + ":" + p;
  }
}
console.log(new A().value, log.join(" > "));

class Thrower {
  f = (() => { throw new Error("from field"); })();
  constructor(p = g("never", 0)) {}
}
log.length = 0;
try { new Thrower(); } catch (e) { console.log(e.message, log.length); }

function base() { this.made = true; }
// (node v20 reads the parent after the arguments: `super(Object.setPrototypeOf(C, null))`
// throws there, though the spec reads it first; test262 staging/sm/class/superCallOrder.js
// pins the spec order.)

class Late extends base {
  constructor() { super((() => { throw new RangeError("args first"); })()); }
}
Object.setPrototypeOf(Late, Math.sin);
try { new Late(); } catch (e) { console.log(e.constructor.name, e.message); }
Object.setPrototypeOf(Late, Math.max);
try { new Late(); } catch (e) { console.log(e.constructor.name, e.message); }
Object.setPrototypeOf(Late, {});
class Late2 extends base { constructor() { super(); } }
Object.setPrototypeOf(Late2, {});
try { new Late2(); } catch (e) { console.log(e.constructor.name); }

for (const [name, make, act] of [
  ["shift", () => { const a = [1, 2, , 4]; Object.defineProperty(a, 1, { configurable: false }); return a; }, (a) => a.shift()],
  ["unshift", () => { const a = [1, , 3]; Object.defineProperty(a, 2, { configurable: false }); return a; }, (a) => a.unshift(0)],
  ["splice", () => { const a = [1, 2, 3]; Object.defineProperty(a, 2, { configurable: false }); return a; }, (a) => a.splice(0, 1)],
  ["generic shift", () => { const o = { 0: 1, 1: 2, 3: 4, length: 4 }; Object.defineProperty(o, 1, { configurable: false }); return o; }, (o) => Array.prototype.shift.call(o)],
]) {
  const target = make();
  try { act(target); console.log(name, "no error"); } catch (e) { console.log(name, e.constructor.name, JSON.stringify(target)); }
}
