// A worker pool with bounded concurrency over async tasks; results kept in input order.
async function pool(tasks, limit) {
  const results = new Array(tasks.length); let next = 0, active = 0, maxActive = 0;
  async function worker(id) {
    while (next < tasks.length) {
      const i = next++;
      active++; maxActive = Math.max(maxActive, active);
      results[i] = await tasks[i](id);
      active--;
    }
  }
  await Promise.all(Array.from({ length: limit }, (_, id) => worker(id)));
  return { results, maxActive };
}
const tasks = [3, 1, 4, 1, 5, 9, 2, 6].map((n, i) => async (w) => { for (let k = 0; k < n; k++) await null; return `t${i}:${n}`; });
pool(tasks, 3).then(({ results, maxActive }) => console.log(results.join(" "), "max", maxActive));
