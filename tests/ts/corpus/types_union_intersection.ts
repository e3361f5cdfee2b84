type A = { a: number };
type B = { b: string };
type AB = A & B;
type AorB = A | B;
const ab: AB = { a: 1, b: "x" };
const either: AorB = { b: "only" };
function describe(v: string | number | boolean): string {
  if (typeof v === "string") return "s:" + v;
  if (typeof v === "number") return "n:" + v;
  return "b:" + v;
}
console.log(ab, either, describe("q"), describe(2), describe(false));
