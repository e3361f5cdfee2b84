// expected: by hand. super[key] fixes the super base (GetSuperBase in
// MakeSuperPropertyReference, sec-super-keyword-runtime-semantics-evaluation) before the
// key is converted, and a compound assignment converts the key once. node v20 (V8) reads
// the prototype after toString and calls toString twice for `super[k] += 1`, so lines 1,
// 2 and 5 of the expected output follow the spec (and test262's
// prop-expr-getsuperbase-before-topropertykey-*), not node.
const log = [];
const protoA = { p: 1, q: 10, get g() { return "A.g"; } };
const protoB = { p: 100, q: 1000, get g() { return "B.g"; } };
const obj = {
  __proto__: protoA,
  read(k) { return super[k]; },
  bump(k) { return super[k] += 1; },
  named() { return super.g; },
  write(k, v) { super[k] = v; },
};
const swapping = (name) => ({
  toString() {
    log.push("toString " + name);
    Object.setPrototypeOf(obj, protoB);
    return name;
  },
});
console.log(obj.read(swapping("p")), Object.getPrototypeOf(obj) === protoB);
Object.setPrototypeOf(obj, protoA);
console.log(obj.bump(swapping("q")), obj.q, protoA.q, protoB.q);
Object.setPrototypeOf(obj, protoA);
console.log(obj.named());
obj.write(swapping("w"), 5);
console.log(Object.keys(obj), obj.w);
console.log(log.join(", "));
// A null super base throws TypeError.
const bare = { __proto__: null, m() { return super.x; }, n(k) { return super[k]; } };
for (const f of [() => bare.m(), () => bare.n("x")]) {
  try { f(); } catch (e) { console.log(e instanceof TypeError); }
}
