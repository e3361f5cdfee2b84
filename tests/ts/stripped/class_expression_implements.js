const Square = class {
    side;
    constructor(side) {
        this.side = side;
    }
    area() {
        return this.side * this.side;
    }
};
class Base {
    name = "base";
}
const Circle = class extends Base {
    r = 2;
    area() {
        return Math.round(Math.PI * this.r * this.r);
    }
};
const shapes = [new Square(3), new Circle()];
console.log(shapes.map((s) => s.area()).join(","), new Circle().name, Square.name, Circle.name);
