// Object spread and destructuring with defaults across awaits: nested patterns over
// tool results, defaults that call tools, rest properties, spread ordering and
// overrides, parameter defaults referring to earlier parameters, and array patterns
// with holes and rest.
(async () => {
  const base = { host: "localhost", port: 80, opts: { tls: false, retries: 1 } };
  const user = await tools.echo({ port: 8443, opts: { tls: true } });
  const merged = { ...base, ...user, opts: { ...base.opts, ...user.opts } };
  console.log("merged", JSON.stringify(merged));
  const {
    host,
    port: p = 1,
    opts: { tls, retries = 5, timeout = await tools.add({ a: 1000, b: 500 }) },
    missing: { deep = "dflt" } = {},
  } = merged;
  console.log("destructured", host, p, tls, retries, timeout, deep);
  const [first, , third = "t3", ...others] = await tools.echo(["a", "b", undefined, "d", "e"]);
  console.log("array", first, third, others.join(""));
  const { id, ...restRow } = (await tools.rows({ n: 3 }))[2];
  console.log("rest", id, Object.keys(restRow).join(","), restRow.tags.length);
  async function connect({ host = "h", port = 1, secure = port === 443 } = {}, retries = secure ? 3 : 1, label = `${host}:${port}`) {
    const echoed = await tools.echo({ host, port });
    return `${label} secure=${secure} retries=${retries} echo=${echoed.port}`;
  }
  console.log(await connect());
  console.log(await connect({ port: 443 }));
  console.log(await connect({ host: "x", port: 443, secure: false }, undefined, "custom"));
  let a = 1, b = 2;
  [a, b] = [await tools.echo(b), a];
  const swap = { x: 0, y: 0 };
  ({ x: swap.y, y: swap.x } = await tools.echo({ x: 7, y: 9 }));
  console.log("swap", a, b, swap.x, swap.y);
  const order = [];
  const src = {
    get a() { order.push("a"); return 1; },
    get b() { order.push("b"); return 2; },
  };
  const spread = { b: 0, ...src, a: 10 };
  await tools.delay(0);
  console.log("spread", JSON.stringify(spread), order.join(""), Object.keys({ ...[5, 6] }).join(","), { ..."hi" }[1]);
  const entries = await tools.echo([["k1", 1], ["k2", 2]]);
  const results = [];
  for (const [k, v = 0, extra = "none"] of entries) results.push(`${k}=${v}/${extra}`);
  const { length, 0: firstChar, [length - 1]: lastChar } = await tools.echo("hello");
  console.log("loop", results.join(" "), length, firstChar, lastChar);
  return { port: merged.port, tls, a, b };
})()
