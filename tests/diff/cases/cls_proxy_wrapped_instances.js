// Proxies around class instances: private fields fail through the proxy, methods need the target as this, and a Proxy as a prototype.
class Account { #balance = 0; name = "acct"; deposit(n) { this.#balance += n; return this.#balance; } get balance() { return this.#balance; } }
const acc = new Account();
const logged = []; const p = new Proxy(acc, { get(t, k, r) { logged.push(String(k)); const v = Reflect.get(t, k, t); return typeof v === "function" ? v.bind(t) : v; } });
console.log(p.deposit(5), p.balance, p.name, logged.join());
const naive = new Proxy(acc, {});
try { naive.deposit(1); } catch (e) { console.log(e.name); }
try { naive.balance; } catch (e) { console.log(e.name); }
console.log(naive.name, naive instanceof Account, Object.getPrototypeOf(naive) === Account.prototype);
const missing = []; const protoProxy = new Proxy({}, { get(t, k, r) { if (typeof k === "string") missing.push(k); return k === "fallback" ? "from proxy proto" : undefined; }, has: (t, k) => k === "fallback" });
const obj = Object.create(protoProxy); obj.own = 1;
console.log(obj.own, obj.fallback, obj.nothing, "fallback" in obj, "own" in obj, missing.join());
class Base {} Object.setPrototypeOf(Base.prototype, new Proxy({}, { get: (t, k, r) => (k === "magic" ? `magic for ${r.constructor.name}` : undefined) }));
class Derived extends Base {} console.log(new Derived().magic);
