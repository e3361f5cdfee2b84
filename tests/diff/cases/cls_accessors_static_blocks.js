// Classes: static blocks, computed member names, accessor pairs, symbols, toString tags.
let log = [];
const key = "dyn";
class Temp {
  static #instances = 0;
  static units = ["C"];
  static { Temp.units.push("F"); log.push("static block"); }
  #c = 0;
  constructor(c) { this.#c = c; Temp.#instances++; }
  get f() { return this.#c * 9 / 5 + 32; }
  set f(v) { this.#c = (v - 32) * 5 / 9; }
  [key + "Method"]() { return "dynamic " + this.#c; }
  get [Symbol.toStringTag]() { return "Temp"; }
  static get instances() { return Temp.#instances; }
  toString() { return `${this.#c.toFixed(1)}C`; }
}
const t = new Temp(100);
t.f = 212;
console.log(t.f, String(t), t.dynMethod(), Object.prototype.toString.call(t), Temp.units.join(), Temp.instances, log.join());
console.log(Object.getOwnPropertyNames(Temp.prototype).join(), typeof Object.getOwnPropertyDescriptor(Temp.prototype, "f").set);
class Named { static name2 = this.name + "!"; static create() { return new this(); } }
class Sub extends Named {}
console.log(Named.name2, Sub.create() instanceof Sub, Sub.name, Object.getPrototypeOf(Sub) === Named);
const Anon = class {};
const obj = { Inline: class {} };
console.log(Anon.name, obj.Inline.name, (class {}).name === "", typeof class {});
try { Temp(); } catch (e) { console.log(e.name); }
try { class A { constructor() { this.x; } } class B extends A { constructor() { this.y = 1; super(); } } new B(); } catch (e) { console.log(e.name); }
