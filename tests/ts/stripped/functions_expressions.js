const f = function (x) { return x; };
const g = function named(n) { return n <= 1 ? 1 : n * named.call(this, n - 1); };
const obj = {
    m(x) { return [x]; },
    get v() { return 1; },
    set v(val) { console.log("set", val); },
    async am() { },
    *gen() { yield 1; },
};
obj.v = 5;
console.log(f("f"), g(5), obj.m(2), obj.v, [...obj.gen()]);
