type Local = { n: number };
interface Shape { s: string }
const value = 42;
export { value, type Local, type Shape as S };
export type { Local as L2 };
console.log(value);
