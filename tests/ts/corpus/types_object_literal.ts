type Shape = {
  kind: "circle";
  readonly radius: number;
  area(): number;
  scale?(by: number): void;
  [extra: string]: unknown;
  (call: number): string;
  new (x: number): Shape;
  get size(): number;
  set size(v: number);
};
interface Dict { [key: string]: number; length: number }
const d: Dict = { length: 2, a: 1 };
console.log(d.length, d["a"]);
