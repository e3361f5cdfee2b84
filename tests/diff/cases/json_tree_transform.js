// Tree transforms over JSON: flatten to paths, rebuild, count node kinds, collect leaves by depth.
const doc = { a: 1, b: { c: [1, 2, { d: "x" }], e: null }, f: [], g: {}, h: "s" };
const paths = [];
(function walk(v, p) {
  if (v && typeof v === "object" && Object.keys(v).length) for (const [k, x] of Object.entries(v)) walk(x, p.concat(Array.isArray(v) ? Number(k) : k));
  else paths.push([p.join("."), v]);
})(doc, []);
console.log(paths.map(([p, v]) => `${p}=${JSON.stringify(v)}`).join(" "));
const rebuilt = {};
for (const [p, v] of paths) {
  const ks = p.split("."); let o = rebuilt;
  ks.forEach((k, i) => { if (i === ks.length - 1) o[k] = v; else o = o[k] ??= /^\d+$/.test(ks[i + 1]) ? [] : {}; });
}
console.log(JSON.stringify(rebuilt) === JSON.stringify(doc), JSON.stringify(rebuilt));
const kinds = {};
JSON.stringify(doc, (k, v) => { const t = v === null ? "null" : Array.isArray(v) ? "array" : typeof v; kinds[t] = (kinds[t] || 0) + 1; return v; });
console.log(JSON.stringify(kinds));
const depth = (v) => (v && typeof v === "object" ? 1 + Math.max(0, ...Object.values(v).map(depth)) : 0);
console.log(depth(doc), depth([]), depth([[[]]]), depth(5));
