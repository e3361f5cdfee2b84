const f = function <T>(x: T): T { return x; };
const g = function named(this: any, n: number): number { return n <= 1 ? 1 : n * named.call(this, n - 1); };
const obj = {
  m<T>(x: T): T[] { return [x]; },
  get v(): number { return 1; },
  set v(val: number) { console.log("set", val); },
  async am(): Promise<void> {},
  *gen(): Generator<number> { yield 1; },
};
obj.v = 5;
console.log(f("f"), g(5), obj.m(2), obj.v, [...obj.gen()]);
