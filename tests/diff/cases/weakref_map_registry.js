// WeakMap/WeakSet as private side tables and caches; WeakRef deref before collection; invalid keys are TypeErrors.
const meta = new WeakMap();
class Node2 { constructor(id) { meta.set(this, { id, created: id * 10 }); } get id() { return meta.get(this).id; } }
const nodes = [new Node2(1), new Node2(2)];
console.log(nodes.map((n) => n.id).join(), meta.has(nodes[0]), meta.get({}), meta.delete(nodes[1]), meta.has(nodes[1]));
const visited = new WeakSet(); const walk = (o) => { if (visited.has(o)) return 0; visited.add(o); return 1 + Object.values(o).filter((v) => typeof v === "object" && v).reduce((s, v) => s + walk(v), 0); };
const a = { name: "a" }; const b2 = { name: "b", a }; a.b = b2; a.self = a; console.log(walk(a), visited.has(b2));
for (const bad of [1, "s", null, undefined, Symbol.for("registered")]) { try { new WeakMap().set(bad, 1); console.log("accepted", String(bad)); } catch (e) { console.log(e.name); } }
const sym = Symbol("local"); const wm = new WeakMap([[sym, "symbol key"]]); console.log(wm.get(sym));
const target = { big: true }; const ref = new WeakRef(target); console.log(ref.deref() === target, Object.prototype.toString.call(ref), typeof FinalizationRegistry);
const reg = new FinalizationRegistry(() => {}); console.log(reg.register(target, "held"), reg.unregister({}), typeof reg.unregister);
console.log(WeakMap.prototype.set.length, Object.prototype.toString.call(new WeakSet()), new WeakSet([a]).has(a), typeof WeakMap.prototype.clear);
