const compose = (f, g) => (a) => f(g(a));
const inc = (n) => n + 1;
const str = (n) => `#${n}`;
console.log(compose(str, inc)(41));
const curry = (a) => (b) => (c) => a + b + c;
console.log(curry(1)(2)(3));
