class Animal {
    speak() { return "..."; }
    get kind() { return "animal"; }
}
class Dog extends Animal {
    speak() { return "woof"; }
    get kind() { return "dog"; }
}
const d = new Dog();
console.log(d.speak(), d.kind);
