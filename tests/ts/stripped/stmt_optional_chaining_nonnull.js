const d1 = { a: { b: { c: 1 } } }, d2 = {};
console.log(d1.a?.b?.c, d2.a?.b?.c, d1.a.b.c, d1?.a?.b.c);
const fn = (x) => x + 1;
console.log(fn?.(1), fn(2));
