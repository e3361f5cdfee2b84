// setTimeout ordering by delay and insertion, clearTimeout, nested timers, microtasks running between timers.
const log = [];
setTimeout(() => log.push("t20"), 20);
setTimeout(() => { log.push("t0a"); Promise.resolve().then(() => log.push("micro after t0a")); }, 0);
setTimeout(() => log.push("t0b"), 0);
const cancelled = setTimeout(() => log.push("cancelled"), 5);
clearTimeout(cancelled);
setTimeout(() => { log.push("t10"); setTimeout(() => log.push("nested 0 from t10"), 0); }, 10);
setTimeout(() => log.push("t5"), 5);
queueMicrotask(() => log.push("microtask"));
Promise.resolve().then(() => log.push("promise"));
log.push("sync");
setTimeout(() => console.log(log.join(", ")), 50);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => { const out = []; await Promise.all([sleep(15).then(() => out.push(15)), sleep(1).then(() => out.push(1)), sleep(8).then(() => out.push(8))]); console.log(out.join()); })();
