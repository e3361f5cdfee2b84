// Promise chains with .then/.catch/.finally across idle points: values flowing through
// long chains, tool calls returned from then callbacks, catch recovering from a failed
// call, finally passing values and rejections through, thenables adopted, and chains
// built before the awaits that settle them.
(async () => {
  const trail = [];
  const v = await tools
    .echo(1)
    .then((x) => x + 1)
    .then((x) => tools.add({ a: x, b: 10 }))
    .then((x) => {
      trail.push("got " + x);
      return tools.echo([x, x * 2]);
    })
    .then(([p, q]) => p + q);
  trail.push("v=" + v);
  const recovered = await tools
    .fail("nope")
    .then(() => "skipped")
    .catch((e) => (e.startsWith("failed") ? tools.echo("recovered") : "odd"))
    .finally(() => trail.push("finally 1"))
    .then((x) => x.toUpperCase());
  trail.push(recovered);
  let finErr;
  await tools
    .echo("a")
    .finally(() => tools.fail("in finally"))
    .then(() => trail.push("not reached"), (e) => (finErr = e.startsWith("failed")));
  trail.push("finally rejection wins " + finErr);
  const passed = await tools.echo("keep").finally(() => "ignored");
  trail.push("finally passes " + passed);
  const thenable = {
    then(resolve) {
      tools.add({ a: 40, b: 2 }).then(resolve);
    },
  };
  const adopted = await Promise.resolve(thenable);
  const adopted2 = await tools.echo(0).then(() => thenable);
  trail.push("thenable " + adopted + " " + adopted2);
  const pre = [1, 2, 3].map((n) => tools.echo(n).then((x) => x * 10));
  const early = pre[1].then((x) => trail.push("early " + x));
  await tools.delay("gap");
  trail.push("sum " + (await Promise.all(pre)).reduce((a, b) => a + b));
  await early;
  let p = Promise.resolve(0);
  for (let i = 1; i <= 10; i++) p = p.then((acc) => (i % 3 === 0 ? tools.add({ a: acc, b: i }) : acc + i));
  trail.push("loop chain " + (await p));
  const thrower = await tools
    .echo(5)
    .then((x) => {
      throw new SyntaxError("bad " + x);
    })
    .then(() => "no")
    .catch((e) => e.name + ":" + e.message)
    .finally(() => tools.echo("slow finally"));
  trail.push(thrower);
  for (const t of trail) console.log(t);
  return trail.length;
})()
