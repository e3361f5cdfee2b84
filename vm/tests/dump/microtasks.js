// Microtask order around tool calls: then chains, queueMicrotask, async iteration.
(async () => {
  const order = [];
  const p = tools.echo("a").then((v) => { order.push("then " + v); return v + "!"; });
  Promise.resolve().then(() => order.push("micro"));
  order.push("sync");
  order.push("await " + (await p));
  async function* stream() {
    for (const x of [1, 2, 3]) yield await tools.echo(x * 2);
  }
  for await (const v of stream()) order.push("item " + v);
  console.log(order.join("; "));
  return order.length;
})()
