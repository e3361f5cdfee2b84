class Animal { speak(): string { return "..."; } get kind(): string { return "animal"; } }
class Dog extends Animal { override speak(): string { return "woof"; } override get kind() { return "dog"; } }
const d: Animal = new Dog();
console.log(d.speak(), d.kind);
