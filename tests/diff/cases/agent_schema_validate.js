// Agent-style script: validate records against a small schema and report errors per path.
const schema = { id: "number", name: "string", email: "string?", tags: ["string"], address: { city: "string", zip: "string" } };
function validate(value, spec, path = "$") {
  const errors = [];
  if (Array.isArray(spec)) {
    if (!Array.isArray(value)) return [`${path}: expected array`];
    value.forEach((v, i) => errors.push(...validate(v, spec[0], `${path}[${i}]`)));
  } else if (typeof spec === "object") {
    if (value === null || typeof value !== "object") return [`${path}: expected object`];
    for (const [k, s] of Object.entries(spec)) errors.push(...validate(value[k], s, `${path}.${k}`));
    for (const k of Object.keys(value)) if (!(k in spec)) errors.push(`${path}.${k}: unexpected`);
  } else {
    const optional = spec.endsWith("?");
    const type = optional ? spec.slice(0, -1) : spec;
    if (value === undefined) { if (!optional) errors.push(`${path}: missing`); }
    else if (typeof value !== type) errors.push(`${path}: expected ${type}, got ${value === null ? "null" : typeof value}`);
  }
  return errors;
}
const records = [
  { id: 1, name: "ok", tags: ["a"], address: { city: "X", zip: "1" } },
  { id: "2", name: "bad id", tags: ["a", 3], address: { city: "Y" }, extra: true },
  { id: 3, name: null, email: 5, tags: "nope", address: null },
];
for (const r of records) { const errs = validate(r, schema); console.log(`record ${JSON.stringify(r.id)}: ${errs.length ? errs.join("; ") : "valid"}`); }
