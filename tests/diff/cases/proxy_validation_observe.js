// Proxies used for validation, defaults, negative indices, change observation and read-only views; invariants enforced.
const withDefaults = (o, d) => new Proxy(o, { get: (t, k, r) => (k in t ? Reflect.get(t, k, r) : d) });
const cfg = withDefaults({ a: 1 }, "n/a"); console.log(cfg.a, cfg.missing, "missing" in cfg);
const negIdx = (arr) => new Proxy(arr, { get: (t, k, r) => (typeof k === "string" && /^-\d+$/.test(k) ? t[t.length + Number(k)] : Reflect.get(t, k, r)) });
const na = negIdx([1, 2, 3]); console.log(na[-1], na[-3], na[0], na.length, Array.isArray(na), na.map((x) => x * 2).join());
const changes = [];
const observe = (o) => new Proxy(o, { set(t, k, v, r) { changes.push(`${String(k)}:${JSON.stringify(t[k])}->${JSON.stringify(v)}`); return Reflect.set(t, k, v, r); }, deleteProperty(t, k) { changes.push("del " + k); return Reflect.deleteProperty(t, k); } });
const state = observe({ n: 1, list: [] }); state.n++; state.extra = true; delete state.extra; state.list.push(1);
console.log(changes.join(", "));
const readonly = (o) => new Proxy(o, { set() { return false; }, defineProperty() { return false; }, deleteProperty() { return false; } });
const ro = readonly({ x: 1 }); ro.x = 2; console.log(ro.x);
(function () { "use strict"; try { ro.x = 3; } catch (e) { console.log(e.name); } try { delete ro.x; } catch (e) { console.log(e.name); } })();
const frozen = Object.freeze({ k: 1 });
const liar = new Proxy(frozen, { get: () => 2 });
try { liar.k; } catch (e) { console.log(e.name); }
const ownKeysLiar = new Proxy(Object.preventExtensions({ a: 1 }), { ownKeys: () => [] });
try { Object.keys(ownKeysLiar); } catch (e) { console.log(e.name); }
const fnProxy = new Proxy(function (a, b) { return a + b; }, { apply: (t, th, args) => t(...args) * 10, construct: (t, args) => ({ made: args.length }) });
console.log(fnProxy(1, 2), new fnProxy(1, 2, 3).made, typeof fnProxy);
