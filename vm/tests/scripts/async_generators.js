// Async generators and for-await: queued requests, return/throw, async-from-sync iteration.
async function* agen(n) {
  for (let i = 0; i < n; i++) {
    await null;
    yield i * 10;
  }
  return "end";
}
(async () => {
  const out = [];
  for await (const v of agen(4)) out.push(v);
  print("for await", out.join(","));
  for await (const v of [Promise.resolve(1), 2, Promise.resolve(3)]) out.push(v);
  print("sync source", out.join(","));
  const g = agen(2);
  print(JSON.stringify(await g.next()), JSON.stringify(await g.return(7)), JSON.stringify(await g.next()));
  const h = agen(3);
  const ps = [h.next(), h.next(), h.next(), h.next()];
  print(JSON.stringify(await ps[0]), JSON.stringify(await ps[3]));
  async function* thrower() { yield 1; throw new Error("agen boom"); }
  try { for await (const v of thrower()) print("got", v); } catch (e) { print("caught", e.message); }
  print(Object.prototype.toString.call(agen(1)), typeof agen(1)[Symbol.asyncIterator]);
})();
