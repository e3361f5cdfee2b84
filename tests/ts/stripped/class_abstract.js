class Shape {
    describe() { return `${this.name}: ${this.area().toFixed(2)}`; }
}
class Circle extends Shape {
    r;
    name = "circle";
    constructor(r) {
        super();
        this.r = r;
    }
    area() { return Math.PI * this.r ** 2; }
}
class Sq extends Shape {
    s;
    name = "square";
    constructor(s) {
        super();
        this.s = s;
    }
    area() { return this.s * this.s; }
}
const shapes = [new Circle(1), new Sq(2)];
for (const s of shapes)
    console.log(s.describe());
console.log(Object.getOwnPropertyNames(Shape.prototype));
