// Promise.allSettled over mixed outcomes, summarised; Promise.all failing fast; any with AggregateError.
const wait = (v, fail) => new Promise((res, rej) => Promise.resolve().then(() => (fail ? rej(new Error(v)) : res(v))));
(async () => {
  const results = await Promise.allSettled([wait("a"), wait("b", true), 3, Promise.reject(new TypeError("t")), wait("c")]);
  console.log(results.map((r) => r.status + ":" + (r.status === "fulfilled" ? r.value : r.reason.name + "/" + r.reason.message)).join(" "));
  console.log(JSON.stringify(Object.keys(results[0])), JSON.stringify(Object.keys(results[1])));
  try { await Promise.all([wait(1), wait("bad", true), wait(3)]); } catch (e) { console.log("all rejected:", e.message); }
  try { await Promise.any([wait("x", true), Promise.reject(2)]); } catch (e) { console.log(e.constructor.name, e.errors.length, e.errors[0].message, e.errors[1]); }
  console.log(await Promise.any([wait("slow"), Promise.resolve("fast"), Promise.reject(0)]));
  console.log(await Promise.race([new Promise(() => {}), wait("race")]), JSON.stringify(await Promise.all([])), JSON.stringify(await Promise.allSettled([])));
  try { await Promise.any([]); } catch (e) { console.log(e.name, e.errors.length); }
  const s = await Promise.all("ab"); console.log(s.join());
})();
