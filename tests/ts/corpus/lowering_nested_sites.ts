// Constructs to lower deep inside code that has nothing else to lower: cairn-ts walks
// only what holds them (Program::lowering_sites), so each must still be found.
const plain = [1, 2, 3].map((n) => n * 2);
console.log(plain.join(","));

const make = () => [
  0,
  function inner(flag: boolean) {
    enum Color { Red, Green = 5, Blue }
    return flag ? Color.Blue : Color[5];
  },
];
console.log((make()[1] as (f: boolean) => unknown)(true), (make()[1] as (f: boolean) => unknown)(false));

function register<T>(ctor: new (...args: any[]) => T, ...args: any[]): T {
  return new ctor(...args);
}
const point = register(
  class {
    constructor(public x: number, private readonly y: number) {}
    sum() { return this.x + this.y; }
  },
  3,
  4,
);
console.log(point.x, point.sum(), Object.keys(point).join(","));

outer: {
  if (plain.length > 2) {
    namespace Deep {
      export const size = plain.length;
      export function twice() { return size * 2; }
    }
    console.log(Deep.size, Deep.twice());
    break outer;
  }
}

class Holder {
  static make = () => {
    const enum Mode { On = "on", Off = "off" }
    return [Mode.On, Mode.Off];
  };
  overloaded(a: string): string;
  overloaded(a: number): number;
  overloaded(a: any) { return a; }
}
console.log(Holder.make().join("/"), new Holder().overloaded(7));

label2: for (const k of [1]) {
  function sig(a: number): number;
  function sig(a: any) { return a + k; }
  console.log(sig(1));
}
