// Microtask ordering relative to awaits and tool answers: Promise.resolve().then jobs
// queued before and after awaits, nested then chains interleaving, an async function's
// synchronous prefix, await of a non-promise, and jobs queued while an idle point is
// pending that run once its answers arrive.
(async () => {
  const order = [];
  const mark = (s) => order.push(s);
  Promise.resolve().then(() => mark("m1")).then(() => mark("m1b")).then(() => mark("m1c"));
  Promise.resolve().then(() => mark("m2")).then(() => mark("m2b"));
  async function sub(tag) {
    mark(tag + " sync");
    await null;
    mark(tag + " after null");
    await undefined;
    mark(tag + " after undefined");
    return tag;
  }
  sub("s1");
  mark("main sync");
  await 0;
  mark("main after 0");
  const viaCall = tools.echo("c1").then((v) => mark("then " + v));
  Promise.resolve().then(() => mark("queued before idle"));
  const r = await tools.echo("c2");
  mark("awaited " + r);
  await viaCall;
  mark("viaCall settled");
  Promise.resolve().then(() => mark("p-a")).then(() => mark("p-b"));
  const resolvedLater = Promise.resolve("x");
  resolvedLater.then(() => mark("rl then"));
  await resolvedLater;
  mark("after resolvedLater");
  const thenable = { then(res) { mark("thenable.then called"); res("T"); } };
  Promise.resolve().then(() => mark("before thenable"));
  const t = await thenable;
  mark("thenable " + t);
  const a = (async () => { mark("A start"); await tools.echo(1); mark("A end"); })();
  const b = (async () => { mark("B start"); await tools.echo(2).then((x) => x); mark("B end"); })();
  await Promise.all([a, b]);
  mark("both done");
  for (let i = 0; i < 3; i++) {
    Promise.resolve(i).then((v) => mark("loop then " + v));
    await tools.delay(i);
    mark("loop await " + i);
  }
  const console_lines = [];
  for (let i = 0; i < order.length; i += 6) console_lines.push(order.slice(i, i + 6).join(" ; "));
  for (const l of console_lines) console.log(l);
  return order.length;
})()
