namespace D {
  const src = { a: 1, b: [2, 3] };
  export const { a } = src;
  export const [first, second] = src.b;
  export function total() { return a + first + second; }
}
console.log(D.a, D.first, D.second, D.total());
