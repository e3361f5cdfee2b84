// Functions: declarations, expressions, arrows, default/rest params, arguments, this, call/apply/bind.
function add(a, b = 10) { return a + b; }
print(add(1, 2), add(1), add.length, add.name);
const mul = function (a, b) { return a * b; };
const sq = (x) => x * x;
print(mul(3, 4), sq(5), mul.name, sq.name);
function rest(first, ...others) { return first + ":" + others.length; }
print(rest(1, 2, 3, 4), rest());
function args() { return arguments.length + "/" + arguments[1]; }
print(args(1, "two", 3));
const obj = {
  v: 42,
  get() { return this.v; },
  arrow() { return (() => this.v)(); },
};
print(obj.get(), obj.arrow());
function whoAmI() { return this === undefined ? "undefined" : typeof this; }
print(whoAmI(), whoAmI.call(5), whoAmI.call({}));
print(mul.call(null, 2, 3), mul.apply(null, [4, 5]), mul.bind(null, 6)(7), mul.bind(null, 1).name);
function fact(n) { return n <= 1 ? 1 : n * fact(n - 1); }
print(fact(10), fact(20));
const counter = (function () { let c = 0; return () => ++c; })();
counter(); counter();
print(counter());
print(typeof function () {}, typeof (() => 1), (function () { return typeof arguments; })());
function hoisted() { return inner(); function inner() { return "inner"; } }
print(hoisted());
const named = function self(n) { return n > 0 ? self(n - 1) : "done"; };
print(named(3));
print(((a, b) => a + b)(1, 2), (() => ({ x: 1 }))().x);
function defaults({ x = 1, y = 2 } = {}) { return x + y; }
print(defaults(), defaults({ x: 10 }));
print(Function.prototype.toString.call(Math.max).includes("native code"));
