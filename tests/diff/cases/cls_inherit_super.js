// Inheritance, super calls and property access, toString overrides, instanceof.
class Shape {
  constructor(name) { this.name = name; }
  area() { return 0; }
  describe() { return `${this.name} with area ${this.area().toFixed(2)}`; }
  toString() { return `[Shape ${this.name}]`; }
  static create(...args) { return new this(...args); }
}
class Circle extends Shape {
  constructor(r) { super("circle"); this.r = r; }
  area() { return Math.PI * this.r ** 2; }
}
class Square extends Shape {
  constructor(s) { super("square"); this.s = s; }
  area() { return this.s * this.s; }
  describe() { return super.describe() + "!"; }
}
const shapes = [new Circle(1), Square.create(3), Circle.create(0.5)];
for (const s of shapes) console.log(s.describe(), String(s), s instanceof Shape, s.constructor.name);
console.log(Object.getPrototypeOf(Square) === Shape, typeof Shape, Shape.name, Circle.length);
class Broken extends Shape { constructor() { } }
try { new Broken(); } catch (e) { console.log(e.name); }
try { Shape(); } catch (e) { console.log(e.name); }
