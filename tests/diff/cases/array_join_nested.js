// Arrays nested in arrays turned to text: deep nesting (250 levels, past the 128 that
// two native calls a level allowed, within unoptimized builds' bound of 300), cycles,
// and every way a script can change what ToString of an inner array does (its own
// toString or join, the prototype's, a getter, Symbol.toPrimitive, a proxy on the
// prototype chain).
function nest(n, leaf) {
  let a = leaf;
  for (let i = 0; i < n; i++) a = [a, i % 10];
  return a;
}
const deep = String(nest(250, "x"));
console.log(deep.length, deep.slice(0, 12), deep.slice(-12));
console.log(nest(3, 1).join(" | "), nest(3, 1).join());
console.log([[1, [2, [3, null, undefined]]], [], [[]], 4].toString());

// Cycles join as "" at the point of the cycle.
const cyc = [1, 2];
cyc.push([3, cyc]);
console.log(String(cyc), cyc.join("-"));

// An inner array's own toString and join.
const own = [1, 2];
own.toString = () => "own toString";
console.log(String([0, own, 3]));
const ownJoin = [1, 2];
ownJoin.join = function () { return "own join of " + this.length; };
console.log(String([0, ownJoin]));
const notCallableJoin = [1, 2];
notCallableJoin.join = 7;
console.log(String([notCallableJoin]));

// Symbol.toPrimitive on one array, then on Array.prototype.
const prim = [5];
prim[Symbol.toPrimitive] = (hint) => "prim:" + hint;
console.log(String([prim, [6]]));
Array.prototype[Symbol.toPrimitive] = (hint) => "proto-prim:" + hint;
console.log(String([[7], 8]));
delete Array.prototype[Symbol.toPrimitive];
Array.prototype[Symbol.toPrimitive] = undefined;
console.log(String([[7], 8]));
delete Array.prototype[Symbol.toPrimitive];

// A getter for join on the prototype runs once per inner array.
const realJoin = Array.prototype.join;
let reads = 0;
Object.defineProperty(Array.prototype, "join", {
  configurable: true,
  get() {
    reads++;
    return realJoin;
  },
});
console.log(String([[1], [[2]]]), reads);
Object.defineProperty(Array.prototype, "join", { value: realJoin, writable: true, configurable: true });

// A replaced toString on the prototype.
const realToString = Array.prototype.toString;
Array.prototype.toString = function () { return "<" + realJoin.call(this, ";") + ">"; };
console.log(String([[1, 2], [3, [4]]]));
Array.prototype.toString = realToString;

// A proxy between Array.prototype and Object.prototype sees every read.
const seen = [];
const proxy = new Proxy(Object.prototype, {
  get(target, key, receiver) {
    seen.push(typeof key === "symbol" ? key.description : key);
    return Reflect.get(target, key, receiver);
  },
});
Object.setPrototypeOf(Array.prototype, proxy);
console.log(String([[1], [[2]], 3]), seen.join());
Object.setPrototypeOf(Array.prototype, Object.prototype);

// Too deep is a RangeError, as in node, and the engine goes on.
try {
  String(nest(100000, 1));
  console.log("joined");
} catch (e) {
  console.log(e instanceof RangeError, e.constructor.name);
}
console.log(String(nest(2, "after")));
