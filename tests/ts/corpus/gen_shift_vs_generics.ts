const a = 16, b = 2;
console.log(a >> b, a >>> b, a << b);
function f<T>(x: T) { return x; }
console.log(f<Array<number>>([1])[0]);
let c = a; c >>= 1; c >>>= 1; console.log(c);
console.log(a > b ? "gt" : "le", a >= b);
