// Timers keep working when a script replaces the globals they use (Map, Promise, Reflect) before its first timer call, as node's do; a timer function taken before that call is the global one.
const saved = setTimeout;
const out = [];
globalThis.Map = function Map() { throw new Error("replaced Map"); };
globalThis.Promise = function Promise() { throw new Error("replaced Promise"); };
globalThis.Reflect = {};
queueMicrotask(() => out.push("micro"));
saved((a, b) => out.push(a + b), 1, "x", "y");
const id = setInterval(() => { out.push("tick"); clearInterval(id); }, 2);
setTimeout(() => console.log(out.join(","), saved === setTimeout), 10);
console.log(Object.keys(globalThis).filter((k) => /Timeout|Interval|Microtask/.test(k)).sort().join(","));
