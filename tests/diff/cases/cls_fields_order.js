// Field initialisation order, computed keys, static blocks and this in initialisers.
const log = [];
const key = (k) => (log.push("key " + k), k);
class A {
  [key("x")] = log.push("init x");
  static [key("s")] = log.push("init s");
  y = this.x + 1;
  static { log.push("static block " + this.s); }
  constructor() { log.push("ctor " + this.y); }
}
class B extends A {
  z = (log.push("init z"), 5);
  constructor() { log.push("before super"); super(); log.push("after super " + this.z); }
}
new B();
console.log(log.join("\n"));
