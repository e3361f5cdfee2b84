// A ShadowRealm, its global state and a wrapped function kept across tool calls: the
// realm's record and the wrapped function's target survive a dump and a load.
(async () => {
  const realm = new ShadowRealm();
  realm.evaluate("var total = 0; globalThis.tag = 'inner';");
  const add = realm.evaluate("(n) => (total += n)");
  const apply = realm.evaluate("(f, x) => f(x) * 2");
  let last = 0;
  for (const n of [1, 2, 3]) {
    const r = await tools.echo({ n });
    last = add(r.n);
  }
  console.log(last, realm.evaluate("total"), realm.evaluate("tag"), typeof globalThis.tag);
  const doubled = apply((x) => x + 1, await tools.add({ a: 2, b: 3 }));
  let refused = "";
  try {
    realm.evaluate("({ secret: 1 })");
  } catch (e) {
    refused = e instanceof TypeError ? "TypeError" : "other";
  }
  console.log(doubled, refused, add.length, Object.getPrototypeOf(add) === Function.prototype);
  return last + doubled;
})()
