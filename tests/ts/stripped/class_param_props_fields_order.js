class A {
    x;
    z;
    y = 10;
    constructor(x, z = 3) {
        this.x = x;
        this.z = z;
        console.log("ctor", this.y, this.x, this.z);
    }
}
console.log(JSON.stringify(new A(1)));
class B {
    r;
    e;
    f;
    g = 1;
    constructor(r) {
        this.r = r;
    }
}
console.log(new B(true), "d" in new B(false), "e" in new B(false));
