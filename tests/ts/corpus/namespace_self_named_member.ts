// A namespace whose body declares its own name: the IIFE's parameter is renamed
// (tsc's `A_1`), so the inner class, function and enum keep their names.
namespace Shape {
  export class Shape {
    constructor(public sides: number) {}
  }
  export const square = new Shape(4);
}
console.log(Shape.Shape.name, Shape.square.sides, Shape.square instanceof Shape.Shape);

namespace Level {
  export const high = 2;
  let Level = "shadow";
  export function describe(): string {
    return Level + ":" + high;
  }
}
console.log(Level.describe(), Level.high);

namespace Util {
  export function Util(x: number): number {
    return x * 2;
  }
  export namespace Util2 {
    export const k = Util(21);
  }
}
console.log(Util.Util(4), Util.Util2.k);

namespace Color {
  export enum Color { Red, Green }
  export const Color_1 = "taken";
}
console.log(Color.Color.Green, Color.Color[0], Color.Color_1);
