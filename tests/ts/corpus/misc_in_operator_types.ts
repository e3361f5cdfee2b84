type A = { a: 1 };
type B = { b: 2 };
function which(x: A | B): string { return "a" in x ? "A" : "B"; }
console.log(which({ a: 1 }), which({ b: 2 }));
for (const k in { p: 1, q: 2 }) console.log(k);
