// Async: where errors surface — sync throw in executor, throw after await, rejection handled later in chain.
const log = [];
const p = new Promise(() => { throw new Error("executor"); });
p.catch((e) => log.push("executor caught: " + e.message));
async function late() { await null; throw new RangeError("after await"); }
late().catch((e) => log.push(`${e.name}: ${e.message}`));
async function early() { throw new TypeError("before await"); }
const pe = early();
log.push("early returned a promise: " + (pe instanceof Promise));
pe.catch((e) => log.push("early caught " + e.name));
Promise.resolve().then(() => { throw 42; }).then(() => log.push("skipped")).catch((v) => log.push("number reason " + v)).finally(() => log.push("finally"));
const settled = Promise.allSettled([late(), early(), 1]);
settled.then((rs) => log.push(rs.map((r) => r.status + (r.reason ? ":" + r.reason.name : "")).join(",")));
(async () => { for (let i = 0; i < 10; i++) await null; console.log(log.join("\n")); })();
