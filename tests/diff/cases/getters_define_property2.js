// Getters/setters and defineProperty: attributes, inheritance, freezing.
const base = { get kind() { return "base:" + this.name; }, set kind(v) { this.name = v.toUpperCase(); } };
const obj = Object.create(base, { name: { value: "x", writable: true, enumerable: true } });
obj.kind = "widget";
console.log(obj.kind, Object.keys(obj).join(), "kind" in obj, obj.hasOwnProperty("kind"));
const counter = {};
let hits = 0;
Object.defineProperty(counter, "n", { get: () => ++hits, enumerable: false, configurable: false });
console.log(counter.n, counter.n, JSON.stringify(counter), Object.getOwnPropertyNames(counter).join());
try { Object.defineProperty(counter, "n", { value: 1 }); } catch (e) { console.log(e.name); }
const desc = Object.getOwnPropertyDescriptor(base, "kind");
console.log(typeof desc.get, typeof desc.set, desc.enumerable, desc.configurable, "value" in desc);
const frozen = Object.freeze({ a: 1, inner: { b: 2 } });
frozen.a = 2; frozen.inner.b = 3; delete frozen.a;
console.log(frozen.a, frozen.inner.b, Object.isFrozen(frozen), Object.isFrozen(frozen.inner));
"use strict";
const sealed = Object.seal({ s: 1 });
sealed.s = 2; sealed.t = 3;
console.log(JSON.stringify(sealed), Object.isSealed(sealed), Object.isExtensible(sealed));
(function () { "use strict"; try { frozen.a = 5; } catch (e) { console.log("strict:", e.name); } })();
const props = Object.defineProperties({}, { x: { value: 1, enumerable: true }, y: { get() { return this.x + 1; }, enumerable: true } });
console.log(JSON.stringify(props), JSON.stringify(Object.entries(props)));
