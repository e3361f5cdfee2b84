var Color;
(function (Color) {
    Color[Color["Red"] = 0] = "Red";
    Color[Color["Green"] = 1] = "Green";
    Color[Color["Blue"] = 2] = "Blue";
})(Color || (Color = {}));
console.log(Color.Red, Color.Green, Color.Blue, Color[0], Color[2]);
console.log(Object.keys(Color), JSON.stringify(Color));
const c = Color.Green;
console.log(c === Color.Green, Color[c]);
