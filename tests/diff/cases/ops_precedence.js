// Operator precedence and evaluation order: **, unary, comma, void, typeof undeclared, ?? with ||.
console.log(2 ** 3 ** 2, (-2) ** 2, 2 ** -1, -(2 ** 2), 10 - 2 - 3, 2 * 3 % 4, 1 + 2 + "3", "1" + 2 + 3);
let i = 0; const r = (i++, i++, i);
console.log(r, void 0, typeof undeclaredThing, typeof typeof 1, !!"0", !!"", +true, -"3");
console.log((null || undefined) ?? "d", 1 < 2 < 3, 3 > 2 > 1, "b" + "a" + +"a" + "a");
const order = [];
const f = (x) => (order.push(x), x);
f(1) + f(2) * f(3); f(4) ** f(5); f(6) ? f(7) : f(8);
console.log(order.join());
let a = 1; a += a *= 2; console.log(a);
let b = [1, 2]; let k = 0; b[k++] = k; console.log(b.join(), k);
console.log(1 / 3 * 3 === 1, 0.1 + 0.2 === 0.3, 5 / 2 | 0, ~~-5.7, !!NaN, null == false, undefined == null);
