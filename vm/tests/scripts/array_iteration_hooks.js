// for-of, spread and array destructuring over arrays take a short path while
// Array.prototype[Symbol.iterator] is the original `values`; every way of changing what
// iteration does must still be seen.
const a = [1, 2, 3];
console.log([...a].join(), (() => { const [x, , z] = a; return x + z; })());
const it = a[Symbol.iterator]();
console.log(Object.getPrototypeOf(it) === Object.getPrototypeOf([][Symbol.iterator]()), it.next().value);
// An own @@iterator on one array.
const own = [1, 2];
own[Symbol.iterator] = function* () { yield "own"; };
console.log([...own].join(), [...a].join());
// Array.prototype.values itself (the short path calls it by identity, not by name).
const logged = [];
const original = Array.prototype[Symbol.iterator];
Array.prototype[Symbol.iterator] = function () { logged.push(this.length); return original.call(this); };
for (const x of [7, 8]) logged.push(x);
Array.prototype[Symbol.iterator] = original;
console.log(logged.join());
// %ArrayIteratorPrototype%.next replaced, then restored.
const proto = Object.getPrototypeOf([][Symbol.iterator]());
const next = proto.next;
let calls = 0;
proto.next = function () { calls++; return next.call(this); };
const [p, q] = [10, 20, 30];
for (const x of [1, 2]) calls += x * 100;
proto.next = next;
console.log(p, q, calls);
// A getter for next on the prototype runs once per GetIterator.
let gets = 0;
Object.defineProperty(proto, "next", { get() { gets++; return next; }, configurable: true });
for (const x of [1, 2, 3]) void x;
console.log(gets);
Object.defineProperty(proto, "next", { value: next, writable: true, configurable: true });
// Subclasses, array-likes with the method borrowed, strings, values() on non-arrays.
class Sub extends Array {}
const s = Sub.from([4, 5]);
console.log([...s].join(), s instanceof Sub);
const like = { length: 2, 0: "a", 1: "b", [Symbol.iterator]: Array.prototype.values };
console.log([...like].join(), [..."hé"].length);
console.log([...Array.prototype.values.call({ length: 1, 0: "x" })].join());
// Named properties on arrays are ordinary properties.
const named = [1];
named.label = "L";
Object.defineProperty(named, "computed", { get() { return this.length * 10; } });
console.log(named.label, named.computed, named.length, "label" in named, named.missing);
const iterNamed = [][Symbol.iterator]();
iterNamed.tag = 5;
console.log(iterNamed.tag, typeof iterNamed.next, iterNamed[Symbol.toStringTag]);
try { for (const x of null) void x; } catch (e) { console.log(e instanceof TypeError); }
