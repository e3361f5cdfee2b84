type Deep = { a?: { b?: { c: number } } };
const d1: Deep = { a: { b: { c: 1 } } }, d2: Deep = {};
console.log(d1.a?.b?.c, d2.a?.b?.c, d1.a!.b!.c, d1?.a!?.b!.c);
const fn: ((x: number) => number) | undefined = (x) => x + 1;
console.log(fn?.(1), fn!(2));
