// Racing a slow async operation against a "timeout" built from a promise chain.
const tick = (n) => { let p = Promise.resolve(); for (let i = 0; i < n; i++) p = p.then(() => {}); return p; };
const slow = (v, n) => tick(n).then(() => v);
const timeout = (n) => tick(n).then(() => { throw new Error("timeout after " + n); });
(async () => {
  console.log(await Promise.race([slow("fast result", 2), timeout(5)]));
  try { await Promise.race([slow("slow result", 10), timeout(3)]); } catch (e) { console.log(e.message); }
  const results = await Promise.allSettled([1, 4, 8].map((n) => Promise.race([slow(n, n), timeout(5)])));
  console.log(results.map((r) => (r.status === "fulfilled" ? r.value : r.reason.message)).join(" | "));
})();
