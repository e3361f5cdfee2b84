// Errors across awaits: finally ordering, rethrow, rejection values that are not errors.
async function step(n) { if (n === 2) throw new RangeError("step " + n); return n; }
async function run() {
  const out = [];
  for (let i = 0; i < 4; i++) {
    try { out.push(await step(i)); } catch (e) { out.push(e.name); continue; } finally { out.push("f" + i); }
  }
  return out.join();
}
run().then(console.log);
Promise.reject(42).catch((v) => console.log("caught value", v));
(async () => { try { await Promise.reject({ code: 7 }); } catch (e) { console.log("code", e.code); } })();
new Promise((_, rej) => rej(new Error("late"))).then(() => console.log("never"), (e) => console.log("handled", e.message));
