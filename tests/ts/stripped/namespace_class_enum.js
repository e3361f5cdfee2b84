var Shapes;
(function (Shapes) {
    let Kind;
    (function (Kind) {
        Kind[Kind["Circle"] = 0] = "Circle";
        Kind[Kind["Square"] = 1] = "Square";
    })(Kind = Shapes.Kind || (Shapes.Kind = {}));
    class Shape {
        kind;
        constructor(kind) {
            this.kind = kind;
        }
        describe() { return Kind[this.kind]; }
    }
    Shapes.Shape = Shape;
    let Util;
    (function (Util) {
        function make(k) { return new Shape(k); }
        Util.make = make;
    })(Util = Shapes.Util || (Shapes.Util = {}));
})(Shapes || (Shapes = {}));
const s = Shapes.Util.make(Shapes.Kind.Square);
console.log(s.describe(), s instanceof Shapes.Shape, Shapes.Kind.Circle);
