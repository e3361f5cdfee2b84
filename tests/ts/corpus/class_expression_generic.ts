const Mixin = <TBase extends new (...args: any[]) => object>(Base: TBase) =>
  class extends Base { mixed = true; };
class Plain { p = 1; }
const Mixed = Mixin(Plain);
console.log(new Mixed());
const Anon = class<T> { constructor(public v: T) {} };
console.log(new Anon<string>("anon").v);
