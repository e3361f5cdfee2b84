const obj = {
    _v: 1,
    get v() { return this._v; },
    set v(n) { this._v = n * 2; },
    method(x) { return [this._v, x]; },
};
obj.v = 5;
console.log(obj.v, obj.method("m"));
