// Async generators as a paginated source, consumed with for await, with early break closing the generator.
const pages = { 1: { items: ["a", "b"], next: 2 }, 2: { items: ["c"], next: 3 }, 3: { items: ["d", "e", "f"], next: null } };
const log = [];
const fetchPage = async (n) => { log.push("fetch " + n); await null; return pages[n]; };
async function* items() { let n = 1; try { while (n) { const p = await fetchPage(n); yield* p.items; n = p.next; } } finally { log.push("closed"); } }
async function* mapAsync(src, f) { for await (const x of src) yield await f(x); }
(async () => {
  const all = []; for await (const x of mapAsync(items(), async (s) => s.toUpperCase())) all.push(x);
  console.log(all.join(), "|", log.splice(0).join(", "));
  for await (const x of items()) { if (x === "c") break; }
  console.log(log.splice(0).join(", "));
  for await (const x of [Promise.resolve(1), 2, Promise.resolve(3)]) log.push(x);
  console.log(log.splice(0).join());
  const g = items(); const r = await Promise.all([g.next(), g.next(), g.next()]);
  console.log(r.map((x) => x.value).join(), (await g.return("R")).value, log.join(", "));
})();
