// Error handling in async code: try/catch around await, finally ordering, rethrow, catch returning values, then with two callbacks.
const steps = [];
async function risky(n) { steps.push("risky " + n); if (n % 2) throw new RangeError("odd " + n); return n * 10; }
async function main() {
  for (const n of [2, 3]) {
    try { steps.push("got " + (await risky(n))); }
    catch (e) { steps.push(`caught ${e.name}: ${e.message}`); }
    finally { steps.push("finally " + n); }
  }
  const v = await risky(5).catch((e) => "recovered:" + e.message);
  steps.push(v);
  const w = await risky(7).then((x) => "ok " + x, (e) => "onRejected " + e.message);
  steps.push(w);
  try { await Promise.reject(new Error("inner")).finally(() => steps.push("promise finally")); } catch (e) { steps.push("rethrown " + e.message); }
  const f = await Promise.resolve(1).finally(() => 2); steps.push("finally keeps " + f);
  try { await Promise.resolve(1).finally(() => { throw new Error("finally throws"); }); } catch (e) { steps.push(e.message); }
  return "done";
}
main().then((r) => { steps.push(r); console.log(steps.join("\n")); });
async function thrower() { throw new TypeError("from async"); }
const p = thrower(); console.log(p instanceof Promise);
p.catch((e) => console.log("late catch", e.name));
