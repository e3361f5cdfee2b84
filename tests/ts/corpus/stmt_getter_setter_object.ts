const obj = {
  _v: 1,
  get v(): number { return this._v; },
  set v(n: number) { this._v = n * 2; },
  method<T>(this: { _v: number }, x: T): [number, T] { return [this._v, x]; },
};
obj.v = 5;
console.log(obj.v, obj.method("m"));
