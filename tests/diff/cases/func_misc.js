// Function properties, bind, call/apply, default parameter scope, arguments object.
function f(a, b = a + 1, ...rest) { return [a, b, rest.length, arguments.length].join(); }
console.log(f(1), f(1, 5, 6, 7), f.length, f.name, (() => {}).name, (function () {}).name);
const bound = f.bind(null, 10);
console.log(bound(), bound.name, bound.length);
function sloppy(a) { arguments[0] = 99; return a; }
function strict(a) { "use strict"; arguments[0] = 99; return a; }
console.log(sloppy(1), strict(1));
const obj = { v: 7, get() { return this.v; } };
console.log(obj.get.call({ v: 8 }), obj.get.apply({ v: 9 }, []), Math.max.apply(null, [1, 5, 3]));
const add = new Function("a", "b", "return a + b");
console.log(add(2, 3), add.length, typeof add);
console.log((function () { return typeof this; })(), (function () { "use strict"; return typeof this; })());
const arrow = () => typeof this;
console.log(arrow());
