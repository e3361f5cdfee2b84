// Async generators and for await over sync and async iterables.
async function* ticker(n) { for (let i = 0; i < n; i++) { await null; yield i; } return "done"; }
(async () => {
  const seen = [];
  for await (const v of ticker(3)) seen.push(v);
  for await (const v of [Promise.resolve("x"), "y"]) seen.push(v);
  console.log(seen.join());
  const it = ticker(5);
  console.log(JSON.stringify(await it.next()), JSON.stringify(await it.return("early")), JSON.stringify(await it.next()));
  async function* failing() { yield 1; throw new Error("gen error"); }
  try { for await (const v of failing()) seen.push(v); } catch (e) { console.log(e.message, seen.length); }
})();
