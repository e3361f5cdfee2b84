// JSON reshaping: flatten nested objects to dotted paths and back, arrays by index.
function flatten(obj, prefix = "", out = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object" && Object.keys(v).length) flatten(v, path, out);
    else out[path] = v;
  }
  return out;
}
function unflatten(flat) {
  const root = {};
  for (const [path, v] of Object.entries(flat)) {
    const parts = path.split(".");
    let node = root;
    parts.slice(0, -1).forEach((p, i) => { node = node[p] ??= String(Number(parts[i + 1])) === parts[i + 1] ? [] : {}; });
    node[parts.at(-1)] = v;
  }
  return root;
}
const doc = { user: { name: "ann", roles: ["admin", "dev"], meta: { age: 30, tags: [] } }, ok: true, n: null };
const flat = flatten(doc);
console.log(JSON.stringify(flat, null, 2));
console.log(Object.keys(flat).length, Object.keys(flat).filter((k) => k.includes("roles")).join());
console.log(JSON.stringify(unflatten(flat)), JSON.stringify(unflatten({ "a.0.b": 1, "a.1": 2 })));
