// Async iteration over sync iterables of promises, custom async iterators with return(), and Array-from-async by hand.
const delayVal = (v) => new Promise((r) => Promise.resolve().then(() => r(v)));
const log = [];
const source = { [Symbol.asyncIterator]() { let i = 0; return { next: async () => (i < 3 ? { value: await delayVal(i++), done: false } : { done: true }), return: async () => { log.push("return called"); return { done: true }; } }; } };
(async () => {
  for await (const x of source) log.push("got " + x);
  for await (const x of source) { log.push("early " + x); break; }
  try { for await (const x of source) { throw new Error("boom " + x); } } catch (e) { log.push(e.message); }
  const fromAsync = async (it) => { const out = []; for await (const x of it) out.push(x); return out; };
  log.push((await fromAsync([delayVal("a"), "b", delayVal("c")])).join(""));
  async function* gen() { yield 1; yield delayVal(2); yield* [3]; }
  log.push((await fromAsync(gen())).join("+"));
  const rejecting = [Promise.resolve(1), Promise.reject(new Error("rejected item"))];
  try { for await (const x of rejecting) log.push("item " + x); } catch (e) { log.push(e.message); }
  console.log(log.join("\n"));
})();
