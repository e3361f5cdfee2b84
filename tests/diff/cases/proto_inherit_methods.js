// Prototypes: Object.create chains, method borrowing, shadowing, hasOwn and in.
const animal = { speak() { return `${this.name} makes ${this.sound}`; }, sound: "noise" };
const dog = Object.create(animal, { sound: { value: "woof", enumerable: true } });
dog.name = "rex";
const puppy = Object.create(dog);
puppy.name = "bit";
console.log(animal.speak.call({ name: "x", sound: "y" }), dog.speak(), puppy.speak(), Object.hasOwn(puppy, "sound"), "sound" in puppy);
const keys = [];
for (const k in puppy) keys.push(k);
console.log(keys.join(), Object.keys(puppy).join(), Object.getPrototypeOf(puppy) === dog, animal.isPrototypeOf(puppy));
function Shape(n) { this.n = n; }
Shape.prototype.describe = function () { return `${this.constructor.name}(${this.n}) area=${this.area()}`; };
function Square(s) { Shape.call(this, "sq"); this.s = s; }
Square.prototype = Object.create(Shape.prototype, { constructor: { value: Square, writable: true, configurable: true } });
Square.prototype.area = function () { return this.s * this.s; };
const sq = new Square(3);
console.log(sq.describe(), sq instanceof Shape, Object.keys(sq).join(), typeof Shape.prototype.area);
const bare = Object.create(null);
bare.x = 1;
console.log(Object.keys(bare).join(), "toString" in bare, Object.getPrototypeOf(bare));
Object.setPrototypeOf(bare, { inherited: true });
console.log(bare.inherited, Array.prototype.slice.call({ length: 2, 0: "a", 1: "b" }).join(), Array.prototype.map.call("hi", (c) => c + c).join(""));
