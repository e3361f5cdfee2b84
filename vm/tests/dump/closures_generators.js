// Closures and a generator suspended across tool calls; a Map and a Set kept alive.
(async () => {
  function counter(start) {
    let n = start;
    return { next: () => ++n, get: () => n };
  }
  function* chunks(list, size) {
    for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
  }
  const c = counter(10);
  const seen = new Map();
  const tags = new Set();
  const gen = chunks(["a", "b", "c", "d", "e"], 2);
  for (const chunk of gen) {
    const r = await tools.echo({ chunk, n: c.next() });
    seen.set(r.n, r.chunk.join(""));
    r.chunk.forEach((x) => tags.add(x.toUpperCase()));
  }
  console.log([...seen.entries()].map(([k, v]) => `${k}=${v}`).join(" "));
  console.log([...tags].join(""), c.get());
  return seen.size;
})()
