// Agent-style script: retry with exponential backoff against a scripted flaky tool (no timers).
function flakyTool(script) { let call = 0; return async (arg) => { const outcome = script[call++] ?? "ok"; if (outcome !== "ok") throw Object.assign(new Error(outcome), { retryable: outcome !== "fatal" }); return `${arg}#${call}`; }; }
async function withRetry(fn, arg, { retries = 3, base = 100 } = {}) {
  const delays = [];
  for (let attempt = 0; ; attempt++) {
    try { return { value: await fn(arg), attempts: attempt + 1, delays }; }
    catch (e) {
      if (!e.retryable || attempt >= retries) return { error: e.message, attempts: attempt + 1, delays };
      delays.push(base * 2 ** attempt);
    }
  }
}
(async () => {
  const cases = [[], ["timeout"], ["timeout", "503", "timeout"], ["timeout", "fatal"], ["a", "b", "c", "d", "e"]];
  for (const script of cases) console.log(JSON.stringify(await withRetry(flakyTool(script), "job")));
  const all = await Promise.allSettled(cases.map((s) => flakyTool(s)("p")));
  console.log(all.map((r) => (r.status === "fulfilled" ? r.value : "x:" + r.reason.message)).join(" "));
})();
