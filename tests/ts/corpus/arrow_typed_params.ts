const add = (a: number, b: number): number => a + b;
const opt = (a?: string) => a ?? "none";
const rest = (...xs: number[]) => xs.length;
const destr = ({ a, b }: { a: number; b: number }): number => a * b;
const arr = ([x, y]: [number, number]) => x - y;
const dflt = (x: number = 3): number => x;
const noParams = (): string => "np";
console.log(add(1, 2), opt(), opt("o"), rest(1, 2, 3), destr({ a: 2, b: 3 }), arr([5, 1]), dflt(), noParams());
