class Base { value = 1; }
class Sub extends Base { declare value: number; other = this.value + 1; }
console.log(new Sub());
declare class Ambient { x: number }
console.log(typeof Ambient === "undefined" ? "no Ambient" : "Ambient");
