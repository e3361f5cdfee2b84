class Opt {
    a;
    b = "b";
    n() { return "n"; }
}
const o = new Opt();
console.log(o.a, o.b, typeof o.m, o.n(), Object.keys(o));
