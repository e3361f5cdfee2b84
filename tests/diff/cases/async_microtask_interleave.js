// Interleaving of two async functions and then-chains: each await of a non-promise takes one tick, of a native promise one tick, of a thenable two.
const log = [];
const thenable = { then(r) { log.push("thenable.then"); r("T"); } };
async function one() { log.push("1a"); await 0; log.push("1b"); await thenable; log.push("1c"); await Promise.resolve(); log.push("1d"); }
async function two() { log.push("2a"); await null; log.push("2b"); await null; log.push("2c"); await null; log.push("2d"); }
one(); two();
Promise.resolve().then(() => log.push("t1")).then(() => log.push("t2")).then(() => log.push("t3")).then(() => log.push("t4"));
log.push("sync end");
const later = (f) => { let q = Promise.resolve(); for (let i = 0; i < 12; i++) q = q.then(() => {}); q.then(f); };
later(() => console.log(log.join(" ")));
const order = [];
async function ret() { return Promise.resolve("v"); }
ret().then(() => order.push("returned promise"));
Promise.resolve().then(() => order.push("A")).then(() => order.push("B")).then(() => order.push("C")).then(() => order.push("D"));
later(() => console.log(order.join(" ")));
