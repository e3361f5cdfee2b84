interface Callable { (x: number): number; label: string }
const dbl = ((x: number) => x * 2) as Callable;
dbl.label = "double";
interface Ctor { new (x: number): { x: number } }
const C: Ctor = class { constructor(public x: number) {} };
console.log(dbl(4), dbl.label, new C(3).x);
