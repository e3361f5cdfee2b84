// for-await over async generators: awaited yields, an early break that runs the
// generator's finally (which itself awaits), yield* of an async generator, and manual
// next() calls interleaved with tool calls.
(async () => {
  const log = [];
  async function* pages(total, size) {
    try {
      for (let off = 0; off < total; off += size) {
        const rows = await tools.rows({ n: Math.min(size, total - off) });
        yield rows.map((r) => r.id + off);
      }
    } finally {
      log.push("cleanup " + (await tools.echo("done")));
    }
  }
  let seen = [];
  for await (const page of pages(10, 3)) {
    seen.push(page.join("."));
  }
  console.log("all pages", seen.join(" | "));
  seen = [];
  for await (const page of pages(100, 4)) {
    seen.push(page[page.length - 1]);
    if (seen.length === 2) break;
  }
  console.log("broke after", seen.join(","), log.join(";"));
  async function* outer() {
    yield "start";
    yield* pages(4, 2);
    yield await tools.echo("end");
  }
  const it = outer();
  const a = await it.next();
  const mid = await tools.add({ a: 1, b: 1 });
  const b = await it.next();
  const c = await it.next();
  const d = await it.next();
  const e = await it.next();
  console.log(a.value, mid, b.value.join(","), c.value.join(","), d.value, e.done, log.length);
  // for await over an array of promises (sync iterator wrapped)
  let total = 0;
  for await (const v of [tools.echo(5), 6, tools.add({ a: 3, b: 4 })]) total += v;
  console.log("sync-wrapped", total);
  return { log: log.length, total };
})()
