// Closures: a tiny event emitter with once, off during emit, and listener order.
function emitter() {
  const listeners = new Map();
  const on = (ev, fn) => { (listeners.get(ev) ?? listeners.set(ev, []).get(ev)).push(fn); return () => off(ev, fn); };
  const off = (ev, fn) => { const l = listeners.get(ev) ?? []; const i = l.indexOf(fn); if (i >= 0) l.splice(i, 1); };
  const once = (ev, fn) => { const w = (...a) => { off(ev, w); fn(...a); }; return on(ev, w); };
  const emit = (ev, ...a) => { for (const fn of [...(listeners.get(ev) ?? [])]) fn(...a); return (listeners.get(ev) ?? []).length; };
  return { on, off, once, emit };
}
const e = emitter();
const log = [];
const unsub = e.on("x", (v) => log.push("a" + v));
e.once("x", (v) => log.push("once" + v));
e.on("x", (v) => { log.push("b" + v); if (v === 2) unsub(); });
console.log(e.emit("x", 1), e.emit("x", 2), e.emit("x", 3), e.emit("nothing"));
console.log(log.join(" "));
