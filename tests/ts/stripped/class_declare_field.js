class Base {
    value = 1;
}
class Sub extends Base {
    other = this.value + 1;
}
console.log(new Sub());
console.log(typeof Ambient === "undefined" ? "no Ambient" : "Ambient");
