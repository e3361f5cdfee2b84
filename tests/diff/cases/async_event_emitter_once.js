// An async-aware event emitter: on/off/once, listeners added during emit, waiting for an event with a promise, errors in listeners.
class Emitter {
  #l = new Map();
  on(e, f) { (this.#l.get(e) ?? this.#l.set(e, []).get(e)).push(f); return () => this.off(e, f); }
  off(e, f) { const a = this.#l.get(e); if (a) { const i = a.indexOf(f); if (i >= 0) a.splice(i, 1); } }
  once(e, f) { const w = (...a) => { this.off(e, w); f(...a); }; return this.on(e, w); }
  emit(e, ...a) { const list = [...(this.#l.get(e) ?? [])]; const errors = []; for (const f of list) { try { f(...a); } catch (err) { errors.push(err.message); } } return errors; }
  wait(e) { return new Promise((res) => this.once(e, res)); }
  count(e) { return this.#l.get(e)?.length ?? 0; }
}
const em = new Emitter(); const log = [];
const off = em.on("data", (x) => log.push("A" + x));
em.once("data", (x) => log.push("once" + x));
em.on("data", (x) => { log.push("B" + x); if (x === 1) em.on("data", (y) => log.push("late" + y)); });
em.on("data", (x) => { if (x === 2) throw new Error("listener failed on " + x); });
console.log(em.emit("data", 1).join(), log.splice(0).join(" "));
console.log(em.emit("data", 2).join(), log.splice(0).join(" "));
off(); em.emit("data", 3); console.log(log.splice(0).join(" "), em.count("data"), em.count("none"));
(async () => { const p = em.wait("ready"); Promise.resolve().then(() => em.emit("ready", { ok: true })); const v = await p; console.log("ready", JSON.stringify(v), em.count("ready")); })();
