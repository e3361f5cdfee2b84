// Async ordering: await vs then chains, thenables, and finally.
const log = [];
const p = (x) => Promise.resolve(x);
(async () => { log.push("a1"); await null; log.push("a2"); await p(1); log.push("a3"); })();
p(0).then(() => log.push("t1")).then(() => log.push("t2")).then(() => log.push("t3"));
const thenable = { then(res) { log.push("thenable called"); res("T"); } };
p(thenable).then((v) => log.push("thenable " + v));
(async () => { const v = await thenable; log.push("awaited " + v); })();
Promise.reject(new Error("x")).catch((e) => log.push("caught " + e.message)).finally(() => log.push("finally"));
p(5).finally(() => 6).then((v) => log.push("finally passes " + v));
Promise.resolve().then(() => log.push("microtask"));
log.push("sync end");
(async () => { for (let i = 0; i < 10; i++) await null; console.log(log.join("\n")); })();
