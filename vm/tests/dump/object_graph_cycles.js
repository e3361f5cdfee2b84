// A top-level object graph with cycles kept across awaits: parent/child back links, a
// self reference, shared nodes reached by two paths, a cycle through a Map and an
// array, mutations after reloads, and a custom walker assigning ids to print it (no
// JSON.stringify of the cyclic parts).
(async () => {
  function walk(root) {
    const ids = new Map();
    const out = [];
    const visit = (v, path) => {
      if (v === null || typeof v !== "object") return JSON.stringify(v);
      if (ids.has(v)) return "#" + ids.get(v);
      const id = ids.size;
      ids.set(v, id);
      let body;
      if (v instanceof Map) body = "Map{" + [...v].map(([k, x]) => visit(k) + "=>" + visit(x)).join(",") + "}";
      else if (Array.isArray(v)) body = "[" + v.map((x) => visit(x)).join(",") + "]";
      else body = "{" + Object.keys(v).map((k) => k + ":" + visit(v[k])).join(",") + "}";
      return "@" + id + body;
    };
    out.push(visit(root));
    return out.join("");
  }
  const root = { name: "root", kids: [] };
  root.self = root;
  for (const n of ["a", "b"]) {
    const kid = { name: await tools.echo(n), parent: root, kids: [] };
    root.kids.push(kid);
  }
  const shared = { name: "shared", hits: 0 };
  root.kids[0].kids.push(shared);
  root.kids[1].kids.push(shared);
  console.log("graph", walk(root));
  await tools.delay(0);
  shared.hits = await tools.add({ a: shared.hits, b: 2 });
  root.kids[1].kids[0].back = root.kids[0];
  console.log("after", root.kids[0].kids[0].hits, root.kids[1].kids[0] === root.kids[0].kids[0], shared.back.parent.self.name);
  const registry = new Map();
  const list = [registry];
  registry.set("list", list);
  registry.set(root, "root-key");
  list.push(root.kids[0]);
  await tools.echo("map cycle");
  console.log("map", walk(list));
  const ring = [];
  for (let i = 0; i < 5; i++) ring.push({ i, next: null });
  ring.forEach((n, i) => (n.next = ring[(i + 1) % ring.length]));
  let cur = ring[0], hops = 0;
  const label = [];
  do {
    label.push(await tools.echo(cur.i));
    cur = cur.next;
    hops++;
  } while (cur !== ring[0]);
  ring[2].next = ring[0]; // shorten the ring after an idle point
  let len = 0;
  cur = ring[0];
  do { cur = cur.next; len++; } while (cur !== ring[0]);
  console.log("ring", label.join(">"), hops, len, walk(ring[3]));
  // a wire-crossing graph: shared references and cycles survive the echo
  const echoed = await tools.echo(root);
  console.log("echoed", echoed.self === echoed, echoed.kids[0].parent === echoed, echoed.kids[0].kids[0] === echoed.kids[1].kids[0], echoed.kids[1].kids[0].back === echoed.kids[0]);
  const seen = new WeakSet();
  let objects = 0;
  const stack = [root, registry, ring[0]];
  while (stack.length) {
    const o = stack.pop();
    if (o === null || typeof o !== "object" || seen.has(o)) continue;
    seen.add(o);
    objects++;
    if (o instanceof Map) for (const [k, v] of o) stack.push(k, v);
    else for (const k of Object.keys(o)) stack.push(o[k]);
  }
  console.log("objects", objects);
  return { objects, hops, len };
})()
