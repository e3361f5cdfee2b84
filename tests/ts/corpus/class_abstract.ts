abstract class Shape {
  abstract area(): number;
  abstract readonly name: string;
  describe(): string { return `${this.name}: ${this.area().toFixed(2)}`; }
}
class Circle extends Shape { name = "circle"; constructor(private r: number) { super(); } area() { return Math.PI * this.r ** 2; } }
class Sq extends Shape { readonly name = "square"; constructor(private s: number) { super(); } override area(): number { return this.s * this.s; } }
const shapes: Shape[] = [new Circle(1), new Sq(2)];
for (const s of shapes) console.log(s.describe());
console.log(Object.getOwnPropertyNames(Shape.prototype));
