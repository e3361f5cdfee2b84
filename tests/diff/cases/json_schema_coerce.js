// Coercing loosely typed JSON input against a schema: numbers from strings, booleans from words, dates, defaults and error paths.
const schema = { id: "int", name: "string", active: "bool", score: "number?", tags: ["string"], created: "date", address: { zip: "string", city: "string?" } };
const coerce = (v, t, path, errs) => {
  if (Array.isArray(t)) return Array.isArray(v) ? v.map((x, i) => coerce(x, t[0], `${path}[${i}]`, errs)) : (errs.push(`${path}: expected array`), []);
  if (typeof t === "object") { if (typeof v !== "object" || v === null) { errs.push(`${path}: expected object`); return {}; } return Object.fromEntries(Object.entries(t).map(([k, tt]) => [k, coerce(v[k], tt, `${path}.${k}`, errs)])); }
  const opt = t.endsWith("?"); const base = t.replace("?", "");
  if (v === undefined || v === null || v === "") { if (!opt) errs.push(`${path}: required`); return null; }
  switch (base) {
    case "int": { const n = Number(v); if (!Number.isInteger(n)) errs.push(`${path}: not an integer (${JSON.stringify(v)})`); return n; }
    case "number": { const n = typeof v === "string" ? parseFloat(v.replace(",", ".")) : Number(v); if (Number.isNaN(n)) errs.push(`${path}: NaN`); return n; }
    case "bool": return /^(true|yes|1|on)$/i.test(String(v));
    case "date": { const t2 = Date.parse(v); if (isNaN(t2)) { errs.push(`${path}: bad date`); return null; } return new Date(t2).toISOString(); }
    default: return String(v).trim();
  }
};
const inputs = [{ id: "42", name: "  Ada ", active: "Yes", score: "3,5", tags: ["a", 1], created: "2024-02-29T10:00:00Z", address: { zip: 10115 } }, { id: "4.2", active: 0, tags: "x", created: "soon", address: null }];
for (const inp of inputs) { const errs = []; const out = coerce(inp, schema, "$", errs); console.log(JSON.stringify(out)); console.log(errs.join("; ") || "no errors"); }
