class Opt {
  a?: number;
  b?: string = "b";
  m?(): string;
  n?(): string { return "n"; }
}
const o = new Opt();
console.log(o.a, o.b, typeof o.m, o.n!(), Object.keys(o));
