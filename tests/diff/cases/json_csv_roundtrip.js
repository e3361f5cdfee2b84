// Converting between JSON rows and CSV with quoting, then back, with type inference.
const rows = [{ id: 1, name: "Widget, large", price: 9.5, tags: ["a", "b"], note: 'say "hi"' }, { id: 2, name: "Gadget", price: 10, tags: [], note: "" }, { id: 3, name: "line\nbreak", price: -0.5, tags: ["z"], note: null }];
const cols = [...new Set(rows.flatMap(Object.keys))];
const cell = (v) => { const s = v == null ? "" : Array.isArray(v) ? v.join(";") : String(v); return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s; };
const csv = [cols.join(","), ...rows.map((r) => cols.map((c) => cell(r[c])).join(","))].join("\n");
console.log(csv);
const parse = (text) => {
  const out = [[]]; let field = "", q = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (q) { if (ch === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (ch === '"') q = false; else field += ch; }
    else if (ch === '"') q = true; else if (ch === ",") { out.at(-1).push(field); field = ""; } else if (ch === "\n") { out.at(-1).push(field); field = ""; out.push([]); } else field += ch;
  }
  out.at(-1).push(field); return out;
};
const [head, ...body] = parse(csv);
const back = body.map((r) => Object.fromEntries(r.map((v, i) => [head[i], v !== "" && !isNaN(v) ? Number(v) : v])));
console.log(JSON.stringify(back));
