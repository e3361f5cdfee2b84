// A namespace whose body declares its own name: the IIFE's parameter is renamed
// (tsc's `A_1`), so the inner class, function and enum keep their names.
var Shape;
(function (Shape_1) {
    class Shape {
        sides;
        constructor(sides) {
            this.sides = sides;
        }
    }
    Shape_1.Shape = Shape;
    Shape_1.square = new Shape(4);
})(Shape || (Shape = {}));
console.log(Shape.Shape.name, Shape.square.sides, Shape.square instanceof Shape.Shape);
var Level;
(function (Level_1) {
    Level_1.high = 2;
    let Level = "shadow";
    function describe() {
        return Level + ":" + Level_1.high;
    }
    Level_1.describe = describe;
})(Level || (Level = {}));
console.log(Level.describe(), Level.high);
var Util;
(function (Util_1) {
    function Util(x) {
        return x * 2;
    }
    Util_1.Util = Util;
    let Util2;
    (function (Util2) {
        Util2.k = Util(21);
    })(Util2 = Util_1.Util2 || (Util_1.Util2 = {}));
})(Util || (Util = {}));
console.log(Util.Util(4), Util.Util2.k);
var Color;
(function (Color_2) {
    let Color;
    (function (Color) {
        Color[Color["Red"] = 0] = "Red";
        Color[Color["Green"] = 1] = "Green";
    })(Color = Color_2.Color || (Color_2.Color = {}));
    Color_2.Color_1 = "taken";
})(Color || (Color = {}));
console.log(Color.Color.Green, Color.Color[0], Color.Color_1);
