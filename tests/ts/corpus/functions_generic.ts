function map<T, U>(xs: T[], f: (x: T, i: number) => U): U[] { const out: U[] = []; xs.forEach((x, i) => out.push(f(x, i))); return out; }
function first<T>(xs: readonly T[]): T | undefined { return xs[0]; }
function merge<A extends object, B extends object>(a: A, b: B): A & B { return { ...a, ...b }; }
console.log(map([1, 2, 3], (x, i) => x * i), first(["z"]), merge({ a: 1 }, { b: 2 }));
function* gen<T>(xs: T[]): Generator<T, void, unknown> { for (const x of xs) yield x; }
console.log([...gen<number>([7, 8])]);
async function am<T>(x: T): Promise<T> { return x; }
am(3).then((v) => console.log("am", v));
