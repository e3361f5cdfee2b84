const id = <T,>(x: T): T => x;
const pair = <A, B>(a: A, b: B) => [a, b] as [A, B];
const constrained = <T extends { length: number }>(x: T) => x.length;
const asyncId = async <T,>(x: T): Promise<T> => x;
console.log(id(1), pair("a", 2), constrained("four"));
asyncId("later").then((v) => console.log(v));
