// Classes: three-level inheritance, super method calls, static inheritance, overriding accessors.
class A {
  static registry = [];
  static register(x) { this.registry.push(`${this.name}:${x}`); return this; }
  constructor() { this.trail = ["A"]; }
  who() { return "A"; }
  get label() { return "label-" + this.who(); }
  describe() { return `${this.who()} via ${this.trail.join(">")}`; }
}
class B extends A {
  constructor() { super(); this.trail.push("B"); }
  who() { return "B<" + super.who(); }
}
class C extends B {
  constructor() { super(); this.trail.push("C"); }
  who() { return "C<" + super.who(); }
  get label() { return super.label.toUpperCase(); }
  static register(x) { return super.register(x + "!"); }
}
const c = new C();
console.log(c.describe(), c.label, new B().label);
C.register(1); B.register(2);
console.log(A.registry.join(), C.registry === A.registry, Object.hasOwn(C, "registry"));
console.log(c instanceof A, Object.getPrototypeOf(C.prototype) === B.prototype, C.__proto__ === B, typeof super_ === "undefined");
const methods = [];
for (let p = c; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) methods.push(Object.getOwnPropertyNames(p).filter((n) => n !== "constructor").join("/") || "-");
console.log(methods.join(" | "));
