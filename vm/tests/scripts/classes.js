// Classes: constructors, methods, getters, static members, inheritance, super, fields.
class Animal {
  constructor(name) { this.name = name; }
  speak() { return this.name + " makes a sound"; }
  get upper() { return this.name.toUpperCase(); }
  static create(n) { return new this(n); }
}
class Dog extends Animal {
  speak() { return super.speak() + " (woof)"; }
}
const d = Dog.create("rex");
print(d.speak(), d.upper, d instanceof Dog, d instanceof Animal, Object.getPrototypeOf(Dog) === Animal);
class Counter {
  count = 0;
  static instances = 0;
  #secret = 42;
  constructor() { Counter.instances++; }
  inc() { this.count++; return this; }
  get secret() { return this.#secret; }
  #hidden() { return "hidden"; }
  reveal() { return this.#hidden(); }
  static #sp = "sp";
  static sp() { return Counter.#sp; }
}
const c = new Counter().inc().inc();
new Counter();
print(c.count, Counter.instances, c.secret, c.reveal(), Counter.sp(), Object.keys(c).join(","));
try { Animal(); } catch (e) { print(e instanceof TypeError); }
class Point {
  constructor(x, y) { this.x = x; this.y = y; }
  toString() { return `(${this.x}, ${this.y})`; }
}
print(String(new Point(1, 2)), `${new Point(3, 4)}`);
class Base { constructor() { this.kind = new.target.name; } }
class Derived extends Base {}
print(new Derived().kind, typeof Derived, Derived.name);
const Anon = class {};
print(Anon.name);
