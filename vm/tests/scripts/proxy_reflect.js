// Proxy traps see every internal method, with the spec's invariants enforced; Reflect
// exposes the internal methods directly.
const log = [];
const target = { a: 1, b: 2 };
const handler = {};
for (const trap of ["get", "set", "has", "deleteProperty", "defineProperty",
  "getOwnPropertyDescriptor", "ownKeys", "getPrototypeOf", "setPrototypeOf",
  "isExtensible", "preventExtensions"]) {
  handler[trap] = function (...args) {
    log.push(trap + (typeof args[1] === "string" ? ":" + args[1] : ""));
    return Reflect[trap](...args);
  };
}
const p = new Proxy(target, handler);
p.a; p.c = 3; "b" in p; delete p.c;
Object.keys(p); Object.values(p); Object.entries(p);
JSON.stringify(p); Object.assign({}, p); ({ ...p });
Object.getPrototypeOf(p); Object.isExtensible(p);
Object.defineProperty(p, "d", { value: 4, configurable: true });
print(log.join(" "));

// Callable and constructible proxies.
const add = new Proxy(function (x, y) { return x + y; }, {
  apply(t, self, args) { return t(...args) * 10; },
});
print(typeof add, add(1, 2), add.call(null, 2, 3), Reflect.apply(add, null, [3, 4]));
class Point { constructor(x) { this.x = x; } }
const P = new Proxy(Point, {
  construct(t, args, nt) { return Reflect.construct(t, [args[0] * 2], nt); },
});
const pt = new P(21);
print(pt.x, pt instanceof Point, typeof P, Reflect.construct(Point, [1], P).x);

// Invariants.
const frozen = Object.freeze({ k: 1 });
const checks = [
  () => new Proxy(frozen, { get() { return 2; } }).k,
  () => Object.keys(new Proxy(frozen, { ownKeys() { return []; } })),
  () => new Proxy({}, { ownKeys() { return ["a", "a"]; } }) && Reflect.ownKeys(new Proxy({}, { ownKeys() { return ["a", "a"]; } })),
  () => Object.getOwnPropertyDescriptor(new Proxy({}, { getOwnPropertyDescriptor() { return { value: 1, configurable: false }; } }), "x"),
  () => Object.isExtensible(new Proxy({}, { isExtensible() { return false; } })),
  () => new Proxy(function () {}, { construct() { return 1; } }) && new (new Proxy(function () {}, { construct() { return 1; } }))(),
  () => "k" in new Proxy(frozen, { has() { return false; } }),
  () => delete new Proxy(frozen, { deleteProperty() { return true; } }).k,
];
for (const c of checks) {
  try { c(); print("no error"); } catch (e) { print(e.name); }
}

// Revocation.
const { proxy, revoke } = Proxy.revocable([1, 2], {});
print(Array.isArray(proxy), proxy.length, Object.prototype.toString.call(proxy));
revoke(); revoke();
for (const f of [() => proxy.length, () => Array.isArray(proxy), () => typeof proxy]) {
  try { print(f()); } catch (e) { print(e.name); }
}

// Recursion through traps ends in a RangeError, not a native stack overflow (proxy
// chains 100k deep are in vm/tests/proxy_limits.rs: building one here is too slow when
// collecting at every safepoint).
const selfGet = new Proxy({}, { get(t, k, r) { return r[k]; } });
const selfApply = new Proxy(function () {}, { apply() { return selfApply(); } });
const selfNew = new Proxy(function () {}, { construct() { return new selfNew(); } });
for (const f of [() => selfGet.x, () => selfApply(), () => new selfNew()]) {
  try { f(); print("no error"); } catch (e) { print(e.name); }
}

// Reflect.
const o = {};
print(Reflect.defineProperty(o, "x", { value: 1 }), Reflect.defineProperty(o, "x", { value: 2 }));
print(Reflect.set(o, "x", 3), Reflect.get(o, "x"), Reflect.has(o, "x"), Reflect.deleteProperty(o, "x"));
print(Reflect.ownKeys({ b: 1, 1: 2, [Symbol.iterator]: 3, a: 4 }).length, String(Reflect.ownKeys({ b: 1, 1: 2, a: 4 })));
print(Reflect.getPrototypeOf([]) === Array.prototype, Reflect.setPrototypeOf(o, null), Reflect.getPrototypeOf(o));
print(Reflect.preventExtensions(o), Reflect.isExtensible(o), Reflect.setPrototypeOf(o, {}));
print(Object.prototype.toString.call(Reflect), Reflect.get({ get x() { return this; } }, "x", 7));
try { Reflect.get(1, "x"); } catch (e) { print(e.name); }
try { Proxy({}, {}); } catch (e) { print(e.name); }
print(Proxy.length, Proxy.name, "prototype" in Proxy);
