// Closures capturing loop variables: let per iteration, var shared, for-in/of bindings, closures modifying the binding.
const fs = [];
for (var i = 0; i < 3; i++) fs.push(() => i);
for (let j = 0; j < 3; j++) fs.push(() => j);
for (const k of ["a", "b"]) fs.push(() => k);
for (const p in { x: 1, y: 2 }) fs.push(() => p);
console.log(fs.map((f) => f()).join());
const inc = [];
for (let n = 0; n < 3; n++) { inc.push(() => ++n); }
console.log(inc.map((f) => f()).join(), inc.map((f) => f()).join());
const gets = [];
for (let m = 0; m < 6; m++) { gets.push(() => m); m++; }
console.log(gets.map((f) => f()).join());
const handlers = {};
for (const name of ["open", "close"]) { let count = 0; handlers[name] = () => `${name}:${++count}`; }
console.log(handlers.open(), handlers.open(), handlers.close());
let w = 0; const ws = [];
while (w < 3) { const captured = w; ws.push(() => captured * 10); w++; }
console.log(ws.map((f) => f()).join());
const timers = []; for (let t = 0; t < 3; t++) timers.push(Promise.resolve().then(() => t));
Promise.all(timers).then((v) => console.log("async", v.join()));
