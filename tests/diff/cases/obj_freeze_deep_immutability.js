// Deep freezing configuration objects: shallow vs deep freeze, strict-mode errors, frozen arrays and nested maps.
const deepFreeze = (o) => { Object.values(o).forEach((v) => typeof v === "object" && v !== null && deepFreeze(v)); return Object.freeze(o); };
const cfg = deepFreeze({ server: { port: 80, hosts: ["a", "b"] }, flags: { beta: false } });
cfg.server.port = 81; cfg.flags.beta = true; cfg.newKey = 1;
console.log(cfg.server.port, cfg.flags.beta, "newKey" in cfg, Object.isFrozen(cfg.server.hosts));
(function () { "use strict";
  for (const f of [() => { cfg.server.port = 1; }, () => { cfg.server.hosts.push("c"); }, () => { delete cfg.flags; }, () => { cfg.server.hosts[0] = "z"; }, () => { Object.setPrototypeOf(cfg, null); }]) { try { f(); console.log("no error"); } catch (e) { console.log(e.name); } }
})();
const shallow = Object.freeze({ inner: { v: 1 } }); shallow.inner.v = 2; console.log(shallow.inner.v, Object.isFrozen(shallow), Object.isFrozen(shallow.inner));
const sealed = Object.seal({ a: 1 }); sealed.a = 2; sealed.b = 3; delete sealed.a; console.log(JSON.stringify(sealed), Object.isSealed(sealed), Object.isFrozen(sealed));
const ne = Object.preventExtensions({ a: 1 }); ne.b = 1; delete ne.a; console.log(JSON.stringify(ne), Object.isExtensible(ne), Object.isSealed(ne), Object.isFrozen(ne));
console.log(Object.isFrozen(1), Object.isFrozen(Object.freeze(new Map([[1, 2]])).set(3, 4)), Object.freeze("str"), Object.isFrozen(""), Object.isFrozen(Object.preventExtensions({})));
const fa = Object.freeze([3, 1, 2]); try { fa.sort(); } catch (e) { console.log(e.name); } console.log(fa.toSorted().join(), fa.join());
