// A class expression with no name and an `implements` clause, alone and after `extends`.
interface Shape {
  area(): number;
}
interface Named {
  name: string;
}
const Square = class implements Shape {
  constructor(private side: number) {}
  area(): number {
    return this.side * this.side;
  }
};
class Base {
  name = "base";
}
const Circle = class extends Base implements Shape, Named {
  r = 2;
  area(): number {
    return Math.round(Math.PI * this.r * this.r);
  }
};
const shapes: Shape[] = [new Square(3), new Circle()];
console.log(shapes.map((s) => s.area()).join(","), new Circle().name, Square.name, Circle.name);
