// Async generators: for await ordering with sync and async sources, return and errors.
const log = [];
async function* ticker(n) { try { for (let i = 0; i < n; i++) { await null; log.push("produce " + i); yield i; } } finally { log.push("ticker finally"); } }
async function main() {
  for await (const v of ticker(3)) { log.push("consume " + v); if (v === 1) break; }
  for await (const v of [Promise.resolve("p"), "plain"]) log.push("sync source " + v);
  const g = ticker(5);
  log.push(JSON.stringify(await g.next()));
  log.push(JSON.stringify(await g.return("early")));
  log.push(JSON.stringify(await g.next()));
  async function* failing() { yield 1; throw new Error("gen failed"); }
  try { for await (const v of failing()) log.push("got " + v); } catch (e) { log.push("caught " + e.message); }
}
main().then(() => console.log(log.join("\n")));
