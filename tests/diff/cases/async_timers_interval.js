// setInterval until cleared from its own callback, arguments passed to callbacks, clearInterval of an unknown id, timers armed from microtasks and from async functions (deadlines at least 5 ms apart, so that the order does not depend on timing).
const out = [];
let n = 0;
const id = setInterval((tag, step) => {
  n += step;
  out.push(tag + n);
  if (n >= 3) clearInterval(id);
}, 10, "tick", 1);
clearInterval(12345);
clearTimeout(undefined);
setTimeout((a, b) => out.push(a + b), 1, "x", "y");
Promise.resolve().then(() => setTimeout(() => out.push("from micro"), 60));
(async () => {
  await new Promise((r) => setTimeout(r, 4));
  out.push("after await");
  await null;
  out.push("after null");
})();
setTimeout(() => console.log(out.join(" | ")), 100);
console.log(typeof setTimeout, typeof setInterval, typeof clearTimeout, typeof clearInterval, typeof queueMicrotask);
console.log(Object.keys(globalThis).filter((k) => /timer|Timeout|Interval|Microtask/i.test(k)).length);
