const add = (a, b) => a + b;
const Person = class {
    name;
    constructor(name) {
        this.name = name;
    }
};
const id = (x) => x;
console.log(add(2, 3), new Person("pat").name, id("same"));
