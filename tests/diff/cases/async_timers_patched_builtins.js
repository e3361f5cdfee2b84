// Timers keep working when a script replaces the builtins they could use (Map and Promise methods), as node's do.
const out = [];
Map.prototype.get = () => { throw new Error("patched get"); };
Promise.prototype.then = function () { throw new Error("patched then"); };
setTimeout((a, b) => out.push(a + b), 1, "x", "y");
queueMicrotask(() => out.push("micro"));
setTimeout(() => console.log(out.join(",")), 5);
