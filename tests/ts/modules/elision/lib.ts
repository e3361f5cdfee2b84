import { Point, Shape } from "./types.ts";
console.log("lib.ts ran");

export type Color = "red" | "green";
export enum Kind { Circle, Square }
export namespace Geometry {
  export const origin: Point = { x: 0, y: 0 };
  export function distance(a: Point, b: Point): number {
    return Math.hypot(a.x - b.x, a.y - b.y);
  }
}
export function area(s: Shape): number {
  return s.kind === "circle" ? Math.PI * s.radius ** 2 : s.side ** 2;
}
export function scale(n: number): number;
export function scale(s: string): string;
export function scale(v: number | string): number | string {
  return typeof v === "number" ? v * 10 : v.repeat(2);
}
export class Registry<T> {
  items: T[] = [];
  add(item: T): this { this.items.push(item); return this; }
}
export function describe(p: Point): string { return `(${p.x}, ${p.y})`; }
export default class {
  describe(s: Shape): string { return s.kind; }
}
interface Internal { secret: string }
export { Internal };
