// Computing a structural diff between two JSON documents.
function diff(a, b, path = "$") {
  if (Object.is(a, b)) return [];
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b))
    return [`${path}: ${JSON.stringify(a)} -> ${JSON.stringify(b)}`];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.flatMap((k) => {
    const p = Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`;
    if (!(k in b)) return [`${p}: removed`];
    if (!(k in a)) return [`${p}: added ${JSON.stringify(b[k])}`];
    return diff(a[k], b[k], p);
  });
}
const before = { name: "svc", replicas: 2, ports: [80, 443], env: { A: "1", B: "2" }, tags: null };
const after = { name: "svc", replicas: 3, ports: [80, 8443, 9000], env: { A: "1", C: "3" }, tags: [] };
console.log(diff(before, after).join("\n"));
