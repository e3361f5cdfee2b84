const compose = <A, B, C>(f: (b: B) => C, g: (a: A) => B) => (a: A): C => f(g(a));
const inc = (n: number): number => n + 1;
const str = (n: number): string => `#${n}`;
console.log(compose(str, inc)(41));
const curry = (a: number) => (b: number) => (c: number): number => a + b + c;
console.log(curry(1)(2)(3));
