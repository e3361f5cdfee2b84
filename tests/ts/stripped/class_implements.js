class Person {
    name;
    constructor(name) {
        this.name = name;
    }
    greet() { return "hi " + this.name; }
}
class Gen {
    items;
    constructor(items) {
        this.items = items;
    }
    *[Symbol.iterator]() { yield* this.items; }
}
console.log(new Person("al").greet(), [...new Gen([1, 2])]);
