// Promise.all fan-outs: a wide one with 24 calls, nested Promise.all of Promise.alls,
// plain values mixed with pending calls, and a second wave built from the first.
(async () => {
  const wide = await Promise.all(
    Array.from({ length: 24 }, (_, i) => tools.add({ a: i, b: i * i }))
  );
  console.log("wide", wide.length, wide.slice(0, 5).join(","), wide[23]);
  const groups = [["a", "b"], ["c"], ["d", "e", "f"]];
  const nested = await Promise.all(
    groups.map((g, gi) =>
      Promise.all(g.map((name, ni) => tools.echo({ name, gi, ni }))).then((rs) =>
        Promise.all([tools.add({ a: gi, b: rs.length }), rs.map((r) => r.name).join("")])
      )
    )
  );
  console.log("nested", nested.map(([n, s]) => `${s}:${n}`).join(" "));
  const mixed = await Promise.all([1, tools.echo(2), Promise.resolve(3), tools.delay("four"), 5]);
  console.log("mixed", mixed.join("|"));
  // second wave depends on the first
  const wave2 = await Promise.all(wide.filter((x) => x % 2 === 0).map((x) => tools.echo(x / 2)));
  const sum = wave2.reduce((a, b) => a + b, 0);
  console.log("wave2", wave2.length, sum);
  // fan-out of fan-outs: 5 x 5 grid
  const grid = await Promise.all(
    [0, 1, 2, 3, 4].map((r) => Promise.all([0, 1, 2, 3, 4].map((c) => tools.add({ a: r * 10, b: c }))))
  );
  console.log("grid", grid.map((row) => row.join(",")).join(" / "));
  return { wide: wide.reduce((a, b) => a + b, 0), sum, cells: grid.flat().length };
})()
