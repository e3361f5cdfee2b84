// A promise-based mutex and a bounded-concurrency runner, checking that at most N tasks run at once.
class Mutex { #last = Promise.resolve(); lock() { let release; const next = new Promise((r) => (release = r)); const prev = this.#last; this.#last = prev.then(() => next); return prev.then(() => release); } }
const m = new Mutex(); const log = [];
async function critical(name, ticks) { const release = await m.lock(); log.push(name + "+"); for (let i = 0; i < ticks; i++) await null; log.push(name + "-"); release(); }
async function runLimited(tasks, limit) {
  let active = 0, maxActive = 0; const results = []; let i = 0;
  async function worker() { while (i < tasks.length) { const idx = i++; active++; maxActive = Math.max(maxActive, active); results[idx] = await tasks[idx](); active--; } }
  await Promise.all(Array.from({ length: limit }, worker));
  return { results, maxActive };
}
(async () => {
  await Promise.all([critical("a", 3), critical("b", 1), critical("c", 2)]);
  console.log(log.join(" "));
  const tasks = [5, 1, 3, 2, 4, 1].map((t, k) => async () => { for (let j = 0; j < t; j++) await null; return k * k; });
  const { results, maxActive } = await runLimited(tasks, 2);
  console.log(results.join(), maxActive);
})();
