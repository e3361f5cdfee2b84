// Labelled loops with break and continue around awaits: continue outer from inside an
// inner loop after an await, break out of two levels, a labelled block, labels on
// for-of and while loops, and a search over a grid answered by tool calls.
(async () => {
  const hits = [];
  outer: for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      const s = await tools.add({ a: i, b: j });
      if (j > i) continue outer;
      if (s === 5) break outer;
      hits.push(`${i}${j}`);
    }
  }
  console.log("grid", hits.join(","));
  const grid = await tools.echo([[1, 2, 3], [4, 42, 6], [7, 8, 42]]);
  let found = null;
  let visited = 0;
  search: for (const [r, row] of grid.entries()) {
    for (const [c, cell] of row.entries()) {
      visited++;
      if ((await tools.echo(cell)) === 42) {
        found = [r, c];
        break search;
      }
    }
  }
  console.log("search", found.join(":"), visited);
  let n = 0;
  const skipped = [];
  loop: while (n < 10) {
    n = await tools.add({ a: n, b: 1 });
    inner: do {
      if (n % 3 === 0) {
        skipped.push(n);
        continue loop;
      }
      if (n === 8) break loop;
      if (n % 2 === 0) break inner;
    } while (false);
    await tools.delay(n);
  }
  console.log("while", n, skipped.join(","));
  const trail = [];
  block: {
    trail.push(await tools.echo("in block"));
    if (trail.length) break block;
    trail.push("unreachable");
  }
  trail.push("after block");
  console.log("block", trail.join(" / "));
  let count = 0;
  a: for (const x of [1, 2, 3]) {
    b: for (const y of [1, 2, 3]) {
      c: for (const z of [1, 2, 3]) {
        const v = await tools.echo(x * 100 + y * 10 + z);
        if (z === 2) continue b;
        if (y === 2) continue a;
        if (v === 311) break a;
        count++;
      }
    }
  }
  console.log("triple", count);
  return { hits: hits.length, visited, n, count };
})()
