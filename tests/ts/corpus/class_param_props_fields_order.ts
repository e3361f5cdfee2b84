class A { y = 10; constructor(public x: number, private z = 3) { console.log("ctor", this.y, this.x, this.z); } }
console.log(JSON.stringify(new A(1)));
class B { declare d: number; e!: string; f?: number; g: number = 1; constructor(readonly r: boolean) {} }
console.log(new B(true), "d" in new B(false), "e" in new B(false));
