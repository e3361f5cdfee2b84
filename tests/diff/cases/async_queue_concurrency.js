// Async ordering: a concurrency-limited task pool with deterministic microtask timing.
const log = [];
const tick = (n) => { let p = Promise.resolve(); for (let i = 0; i < n; i++) p = p.then(() => {}); return p; };
async function task(name, ticks) { log.push("start " + name); await tick(ticks); log.push("end " + name); return name.toUpperCase(); }
async function pool(specs, limit) {
  const results = [];
  let next = 0;
  async function worker(id) { while (next < specs.length) { const i = next++; results[i] = await task(...specs[i]); log.push(`worker ${id} did ${i}`); } }
  await Promise.all(Array.from({ length: limit }, (_, id) => worker(id)));
  return results;
}
pool([["a", 3], ["b", 1], ["c", 2], ["d", 1], ["e", 0]], 2).then((r) => { log.push("results " + JSON.stringify(r)); console.log(log.join("\n")); });
