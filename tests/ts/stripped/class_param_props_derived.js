class Base {
    name;
    constructor(name) {
        this.name = name;
        console.log("base", name);
    }
}
class Child extends Base {
    age;
    extra = "field";
    constructor(name, age) {
        console.log("before super");
        super(name);
        this.age = age;
        console.log("after super", this.age);
    }
}
const c = new Child("kid", 5);
console.log(c, Object.keys(c));
