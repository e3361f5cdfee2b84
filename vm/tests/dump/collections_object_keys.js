// Map, Set and WeakMap with object keys alive across awaits: identity lookups, delete
// and re-insert order, a WeakMap side table keyed by objects returned from tool calls,
// and a Set of objects deduplicated by identity.
(async () => {
  const alice = { name: "alice" };
  const bob = { name: "bob" };
  const byObj = new Map([[alice, 1], [bob, 2]]);
  const meta = new WeakMap();
  meta.set(alice, { role: "admin" });
  const fromTool = await tools.echo({ name: "carol" });
  byObj.set(fromTool, 3);
  meta.set(fromTool, { role: "guest" });
  meta.set(bob, { role: "user" });
  byObj.delete(alice);
  await tools.delay(1);
  byObj.set(alice, await tools.add({ a: 10, b: 1 }));
  console.log([...byObj].map(([k, v]) => `${k.name}=${v}/${meta.get(k).role}`).join(" "));
  console.log("has", byObj.has(alice), byObj.has({ name: "alice" }), meta.has(bob), meta.has({}));
  const seen = new Set();
  const items = [alice, bob, alice, fromTool, bob];
  for (const it of items) {
    seen.add(it);
    await tools.echo(seen.size);
  }
  console.log("set", seen.size, [...seen].map((o) => o.name).join(","));
  // keys of all kinds, including NaN, -0 and a function
  const odd = new Map();
  const fn = () => 1;
  odd.set(NaN, "nan").set(0, "zero").set(fn, "fn").set("0", "str0");
  odd.set(-0, "negzero");
  await tools.echo("x");
  console.log("odd", odd.size, odd.get(NaN), odd.get(0), odd.get(fn), odd.get("0"));
  // grouping rows into a Map of Sets
  const rows = await tools.rows({ n: 12 });
  const groups = new Map();
  for (const r of rows) {
    const key = r.id % 4;
    if (!groups.has(key)) groups.set(key, new Set());
    groups.get(key).add(r.name);
  }
  groups.delete(2);
  await tools.delay(0);
  console.log("groups", [...groups.entries()].map(([k, s]) => k + ":" + [...s].join("+")).join(" "));
  const wm = new WeakMap();
  const keys = Array.from({ length: 5 }, (_, i) => ({ i }));
  keys.forEach((k) => wm.set(k, k.i * k.i));
  await tools.echo("weak");
  wm.delete(keys[2]);
  console.log("weak", keys.map((k) => (wm.has(k) ? wm.get(k) : "-")).join(","));
  return { map: byObj.size, set: seen.size, groups: groups.size };
})()
