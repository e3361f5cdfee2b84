// Prototype chains built by hand, Object.create with descriptors, instanceof with custom hasInstance.
const animal = { speak() { return `${this.name} makes ${this.sound}`; }, sound: "a sound" };
const dog = Object.create(animal, { sound: { value: "woof", enumerable: true } });
const rex = Object.create(dog); rex.name = "Rex";
console.log(rex.speak(), Object.getPrototypeOf(rex) === dog, animal.isPrototypeOf(rex), rex.hasOwnProperty("sound"));
function Legacy(x) { if (!(this instanceof Legacy)) return new Legacy(x); this.x = x; }
Legacy.prototype.double = function () { return this.x * 2; };
console.log(Legacy(4).double(), new Legacy(5).double(), Legacy.prototype.constructor === Legacy);
class Even { static [Symbol.hasInstance](n) { return n % 2 === 0; } }
console.log(2 instanceof Even, 3 instanceof Even);
const bare = Object.create(null); bare.k = 1;
console.log(Object.keys(bare).join(), "toString" in bare, String(Object.getPrototypeOf(bare)));
try { `${bare}`; } catch (e) { console.log(e.name); }
Object.setPrototypeOf(bare, { inherited: true });
console.log(bare.inherited);
