// Microtask ordering between await, then chains and queueMicrotask-free promise jobs.
const log = [];
async function a() { log.push("a1"); await null; log.push("a2"); await new Promise((r) => r()); log.push("a3"); }
Promise.resolve().then(() => log.push("p1")).then(() => log.push("p2")).then(() => log.push("p3"));
a();
(async () => { log.push("b1"); await Promise.resolve(); log.push("b2"); })();
log.push("sync");
Promise.resolve().then(() => Promise.resolve()).then(() => log.push("nested"));
new Promise((r) => r(1)).then(() => log.push("p-a")).finally(() => log.push("fin"));
Promise.resolve().then().then().then().then().then(() => console.log(log.join(" ")));
