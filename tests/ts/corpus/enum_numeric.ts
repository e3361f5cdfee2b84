enum Color { Red, Green, Blue }
console.log(Color.Red, Color.Green, Color.Blue, Color[0], Color[2]);
console.log(Object.keys(Color), JSON.stringify(Color));
const c: Color = Color.Green;
console.log(c === Color.Green, Color[c]);
