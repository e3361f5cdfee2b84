// Agent-style script: render rows as a Markdown table with alignment by column type.
const rows = [
  { name: "alpha", count: 3, ratio: 0.5, ok: true },
  { name: "beta-long-name", count: 120, ratio: 0.125, ok: false },
  { name: "γ", count: -7, ratio: 1 / 3, ok: true },
];
const cols = Object.keys(rows[0]);
const fmt = (v) => (typeof v === "number" ? (Number.isInteger(v) ? String(v) : v.toFixed(3)) : String(v));
const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => fmt(r[c]).length)));
const numeric = cols.map((c) => rows.every((r) => typeof r[c] === "number"));
const cell = (s, i) => (numeric[i] ? s.padStart(widths[i]) : s.padEnd(widths[i]));
console.log("| " + cols.map((c, i) => cell(c, i)).join(" | ") + " |");
console.log("|" + widths.map((w, i) => (numeric[i] ? "-".repeat(w + 1) + ":" : ":" + "-".repeat(w + 1))).join("|") + "|");
for (const r of rows) console.log("| " + cols.map((c, i) => cell(fmt(r[c]), i)).join(" | ") + " |");
const totals = cols.map((c, i) => (numeric[i] ? fmt(rows.reduce((s, r) => s + r[c], 0)) : i === 0 ? "total" : ""));
console.log("| " + totals.map((t, i) => cell(t, i)).join(" | ") + " |");
