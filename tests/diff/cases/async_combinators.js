// Promise.all/allSettled/race/any with fulfilled and rejected inputs.
const ok = (v) => Promise.resolve(v);
const bad = (e) => Promise.reject(new Error(e));
(async () => {
  console.log(JSON.stringify(await Promise.all([ok(1), 2, ok(3)])));
  try { await Promise.all([ok(1), bad("x"), bad("y")]); } catch (e) { console.log("all rejected", e.message); }
  const settled = await Promise.allSettled([ok(1), bad("no")]);
  console.log(JSON.stringify(settled.map((s) => s.status + ":" + (s.value ?? s.reason.message))));
  console.log(await Promise.race([new Promise(() => {}), ok("fast")]));
  console.log(await Promise.any([bad("a"), ok("b")]));
  try { await Promise.any([bad("a"), bad("b")]); } catch (e) { console.log(e.name, e.errors.map((x) => x.message).join()); }
  console.log(JSON.stringify(await Promise.all([])), await Promise.race([1, 2]));
})();
