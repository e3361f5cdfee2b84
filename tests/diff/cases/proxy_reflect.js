// Proxy traps for logging and validation, Reflect for forwarding.
const log = [];
const target = { a: 1, b: 2 };
const p = new Proxy(target, {
  get(t, k, r) { log.push("get " + String(k)); return Reflect.get(t, k, r); },
  set(t, k, v, r) { if (typeof v !== "number") throw new TypeError("numbers only"); log.push("set " + k); return Reflect.set(t, k, v, r); },
  has(t, k) { log.push("has " + k); return k in t; },
  deleteProperty(t, k) { log.push("delete " + k); return Reflect.deleteProperty(t, k); },
  ownKeys(t) { log.push("ownKeys"); return Reflect.ownKeys(t).reverse(); },
});
p.c = 3; p.a; "b" in p; delete p.b;
try { p.d = "x"; } catch (e) { log.push(e.message); }
console.log(Object.keys(p).join(), JSON.stringify(p));
console.log(log.join("; "));
const { proxy, revoke } = Proxy.revocable({}, {});
revoke();
try { proxy.x; } catch (e) { console.log(e.name); }
console.log(Reflect.ownKeys({ b: 1, [Symbol.iterator]: 0, 1: 0 }).length, Reflect.has({ x: 1 }, "x"), Reflect.apply(Math.max, null, [1, 3]));
class A { constructor(x) { this.x = x; } }
console.log(Reflect.construct(A, [5]).x, Reflect.getPrototypeOf([]) === Array.prototype, Reflect.defineProperty(Object.freeze({}), "x", { value: 1 }));
