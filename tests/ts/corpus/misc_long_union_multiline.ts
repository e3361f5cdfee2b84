type Big =
  | "a"
  | "b"
  | "c";
type Obj = {
  a: number,
  b: string
  c: boolean;
};
const x: Big = "b";
const o: Obj = { a: 1, b: "s", c: true };
console.log(x, o);
