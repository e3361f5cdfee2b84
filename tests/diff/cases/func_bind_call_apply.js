// Functions: bind with partial args, call/apply, arguments, default param scope, length/name.
function greet(greeting, punct) { return `${greeting}, ${this.name}${punct}`; }
const ann = { name: "Ann" };
const hi = greet.bind(ann, "Hi");
console.log(hi("!"), greet.call(ann, "Yo", "?"), greet.apply(ann, ["Hey", "."]), hi.name, hi.length, greet.length);
const bound2 = hi.bind({ name: "ignored" }, "~");
console.log(bound2(), bound2.name);
function args() { return arguments.length + ":" + Array.from(arguments).join("|") + ":" + typeof arguments; }
console.log(args(), args(1, "a", null), args(...[1, 2], 3));
function defaults(a, b = a * 2, c = () => a + b) { a = 10; return [a, b, c()].join(); }
console.log(defaults(1), defaults(1, 1), ((a, b = 1, ...c) => 0).length, (function (...r) {}).length);
function sloppy(a) { arguments[0] = "changed"; return a; }
function strict(a) { "use strict"; arguments[0] = "changed"; return a; }
console.log(sloppy("orig"), strict("orig"));
const o = { method() { return typeof this; }, arrow: () => typeof this };
console.log(o.method(), o.arrow(), (0, o.method)() === "undefined" ? "undef" : "global-ish");
console.log(Math.max.apply(null, [3, 9, 2]), [].concat.apply([], [[1], [2, [3]]]).length, Function.prototype.call.call(function () { return this.v; }, { v: 42 }));
