// Paginating through a fake async API until it runs out, with retries on failure.
const pages = [[1, 2, 3], [4, 5], [6], []];
let calls = 0, failures = 0;
async function fetchPage(n) {
  calls++;
  if (n === 1 && failures < 2) { failures++; throw new Error("transient " + failures); }
  return { items: pages[n] ?? [], next: n + 1 < pages.length ? n + 1 : null };
}
async function withRetry(fn, tries) {
  for (let i = 1; ; i++) {
    try { return await fn(); } catch (e) { if (i >= tries) throw e; console.log("retry after", e.message); }
  }
}
(async () => {
  const all = [];
  for (let page = 0; page !== null; ) {
    const res = await withRetry(() => fetchPage(page), 3);
    all.push(...res.items);
    page = res.next;
  }
  console.log(all.join(), "calls", calls);
})();
