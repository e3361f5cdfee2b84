// Sync generators suspended across awaits: next(value) feeding tool results back in,
// return() and throw() after awaits, yield* delegation through nested generators and a
// recursive tree walk consumed a piece at a time.
(async () => {
  function* conversation() {
    const name = yield "name?";
    const age = yield `hello ${name}, age?`;
    try {
      yield `${name} is ${age}`;
      yield "unreachable?";
    } finally {
      yield "bye " + name;
    }
  }
  const g = conversation();
  const out = [g.next().value];
  out.push(g.next(await tools.echo("ada")).value);
  out.push(g.next(await tools.add({ a: 30, b: 6 })).value);
  await tools.delay(0);
  out.push(JSON.stringify(g.return("early")));
  out.push(JSON.stringify(g.next()));
  console.log(out.join(" / "));

  function* inner(tag) {
    const got = yield tag + "1";
    yield tag + "2:" + got;
    return tag + "-ret";
  }
  function* outer() {
    const r1 = yield* inner("a");
    const r2 = yield* inner("b");
    yield* [r1, r2];
    yield* "xy";
  }
  const o = outer();
  const parts = [];
  let step = o.next();
  while (!step.done) {
    parts.push(step.value);
    const fed = await tools.echo(parts.length);
    step = o.next(fed);
  }
  console.log("delegated", parts.join(","));

  function* walk(node, depth = 0) {
    yield "  ".repeat(depth) + node.v;
    for (const c of node.kids || []) yield* walk(c, depth + 1);
  }
  const tree = await tools.echo({ v: "root", kids: [{ v: "a", kids: [{ v: "a1" }, { v: "a2" }] }, { v: "b" }] });
  const w = walk(tree);
  const firstTwo = [w.next().value, w.next().value];
  await tools.delay("pause");
  const rest = [...w];
  console.log("walk", firstTwo.concat(rest).map((s) => s.trim() + "@" + (s.length - s.trim().length) / 2).join(" "));

  function* counter() {
    let i = 0;
    while (true) {
      try {
        yield i++;
      } catch (e) {
        i = 100;
        yield "caught " + e;
      }
    }
  }
  const c = counter();
  c.next(); c.next();
  await tools.echo(1);
  const t = c.throw("boom");
  const after = c.next();
  console.log("throw", t.value, after.value);
  return parts.length + rest.length;
})()
