// Retrying flaky async calls with exponential backoff (simulated clock) and a circuit breaker that opens after failures.
let clock = 0; const sleep = async (ms) => { clock += ms; await null; };
const flaky = (failures) => { let calls = 0; return async (x) => { calls++; await null; if (calls <= failures) throw new Error(`fail #${calls}`); return `ok(${x}) after ${calls}`; }; };
async function retry(fn, { retries = 3, base = 100 } = {}) { for (let attempt = 0; ; attempt++) { try { return await fn(); } catch (e) { if (attempt >= retries) throw new Error(`gave up after ${attempt + 1}: ${e.message}`, { cause: e }); await sleep(base * 2 ** attempt); } } }
class Breaker { constructor(threshold) { this.threshold = threshold; this.failures = 0; this.state = "closed"; } async call(fn) { if (this.state === "open") throw new Error("circuit open"); try { const r = await fn(); this.failures = 0; return r; } catch (e) { if (++this.failures >= this.threshold) this.state = "open"; throw e; } } }
(async () => {
  const f = flaky(2); console.log(await retry(() => f("a")), clock);
  clock = 0; const g = flaky(10);
  try { await retry(() => g("b"), { retries: 2, base: 50 }); } catch (e) { console.log(e.message, "| cause:", e.cause.message, clock); }
  const br = new Breaker(2); const always = flaky(99); const out = [];
  for (let i = 0; i < 4; i++) { try { await br.call(() => always(i)); } catch (e) { out.push(`${br.state}:${e.message}`); } }
  console.log(out.join(" | "));
  const results = await Promise.allSettled([retry(flaky(1)), retry(flaky(5), { retries: 1, base: 1 })]);
  console.log(results.map((r) => r.status).join());
})();
