const f = (a: number,
  b: number): number =>
  a + b;
const g = <T,>(
  x: T,
): T[] => [x];
console.log(f(1, 2), g("g"));
