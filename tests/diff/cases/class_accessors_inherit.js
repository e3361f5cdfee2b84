// Accessors across a class hierarchy: overriding only a getter, super in accessors, static accessors.
class Base {
  #v = 1;
  get v() { return this.#v; }
  set v(x) { this.#v = x; }
  get label() { return "base:" + this.v; }
  static get kind() { return "base-kind"; }
}
class Derived extends Base {
  get label() { return "derived<" + super.label + ">"; }
  get v() { return super.v * 100; }
  static get kind() { return "derived+" + super.kind; }
}
const d = new Derived();
console.log(d.v, d.label, Derived.kind);
d.v = 5;
console.log(d.v, "v" in d, Object.getOwnPropertyNames(Derived.prototype).join());
const onlyGet = Object.getOwnPropertyDescriptor(Derived.prototype, "v");
console.log(typeof onlyGet.get, typeof onlyGet.set);
