namespace Geometry {
  export const PI2 = Math.PI * 2;
  export function circumference(r: number): number { return PI2 * r; }
  const hidden = "secret";
  export function reveal() { return hidden; }
}
console.log(Geometry.circumference(1).toFixed(3), Geometry.reveal(), (Geometry as any).hidden);
console.log(Object.keys(Geometry));
