// Closures capturing loop variables across awaits: a fresh `let` binding per iteration,
// a shared `var`, closures created before an await and called after, and a closure
// that keeps mutating the variable it captured.
(async () => {
  const fns = [];
  for (let i = 0; i < 4; i++) {
    const label = await tools.echo("L" + i);
    fns.push(() => `${label}:${i}`);
    i += 0; // per-iteration copy still distinct
  }
  var shared = [];
  for (var j = 0; j < 3; j++) {
    shared.push(() => j);
    await tools.delay(j);
  }
  console.log(fns.map((f) => f()).join(" "), shared.map((f) => f()).join(""));
  const makers = [];
  for (const name of ["x", "y"]) {
    let count = 0;
    makers.push({ name, bump: () => ++count, read: () => count });
  }
  makers[0].bump();
  await tools.echo("mid");
  makers[0].bump();
  makers[1].bump();
  const later = await tools.add({ a: makers[0].read(), b: makers[1].read() });
  console.log("counts", makers.map((m) => m.name + m.read()).join(","), later);
  // closures inside a loop that each await their own call, run in parallel
  const tasks = [];
  for (let t = 0; t < 5; t++) {
    const base = t * 100;
    tasks.push((async () => {
      const r = await tools.add({ a: base, b: t });
      const r2 = await tools.echo(r + 1);
      return () => `${t}=${r2}`;
    })());
  }
  const thunks = await Promise.all(tasks);
  console.log("tasks", thunks.map((f) => f()).join(" "));
  // a closure over a loop variable mutated inside the body after an await
  const snaps = [];
  for (let k = 0; k < 6; k++) {
    snaps.push(() => k);
    k = await tools.add({ a: k, b: 1 }); // skips every other value
  }
  console.log("snaps", snaps.map((f) => f()).join(","));
  return fns.length + shared.length + snaps.length;
})()
