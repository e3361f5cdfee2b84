// Deep merge of configuration objects, arrays replaced, nulls deleting keys.
function merge(a, b) {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) {
    if (v === null) delete out[k];
    else if (typeof v === "object" && !Array.isArray(v) && typeof out[k] === "object" && out[k] !== null) out[k] = merge(out[k], v);
    else out[k] = v;
  }
  return out;
}
const base = { server: { port: 80, hosts: ["a"], tls: { on: false } }, debug: true, name: "x" };
const over = { server: { port: 8080, hosts: ["b", "c"], tls: { on: true, cert: "c.pem" } }, debug: null };
console.log(JSON.stringify(merge(base, over)));
console.log(JSON.stringify(base));
console.log(Object.keys(merge(over, base)).join());
