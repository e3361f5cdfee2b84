// expected: by hand. node 20 (V8 11.3) resolves a `var` name inside `with` after its
// initializer or destructured value is read; ECMA-262 resolves it first
// (sec-variable-statement-runtime-semantics-evaluation; SingleNameBinding in
// KeyedBindingInitialization and IteratorBindingInitialization), as test262's
// statements/variable/binding-resolution.js and
// destructuring/binding/keyed-destructuring-property-reference-target-evaluation-order-with-bindings.js
// check. node prints `undefined true` on the first line and reads `get p` before
// `has target` and `next` before `has a` on the second.
var obj = { test262id: 1 };
with (obj) {
  var test262id = delete obj.test262id;
}
console.log(obj.test262id, test262id);
var log = [];
var env = new Proxy({}, {
  has(t, pk) {
    if (typeof pk === "string") log.push("has " + pk);
    return false;
  },
});
var source = { get p() { log.push("get p"); return undefined; } };
var key = { toString() { log.push("key"); return "p"; } };
var items = { [Symbol.iterator]() { return { next() { log.push("next"); return { done: false, value: 2 }; }, return() { return {}; } }; } };
var target, a, plain;
with (env) {
  var { [key]: target = 1 } = source;
  var [a] = items;
  var plain = (log.push("init"), 3);
}
console.log(log.join(", "), target, a, plain);
