namespace Shapes {
  export enum Kind { Circle, Square }
  export class Shape { constructor(public kind: Kind) {} describe() { return Kind[this.kind]; } }
  export namespace Util { export function make(k: Kind) { return new Shape(k); } }
}
const s = Shapes.Util.make(Shapes.Kind.Square);
console.log(s.describe(), s instanceof Shapes.Shape, Shapes.Kind.Circle);
