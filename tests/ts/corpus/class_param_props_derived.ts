class Base { constructor(public name: string) { console.log("base", name); } }
class Child extends Base {
  extra = "field";
  constructor(name: string, public age: number) { console.log("before super"); super(name); console.log("after super", this.age); }
}
const c = new Child("kid", 5);
console.log(c, Object.keys(c));
