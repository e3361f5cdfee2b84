// Building a fixed-width text report: column widths from data, right-aligned numbers, totals, truncation with ellipsis.
const rows = [{ name: "Widgets International", units: 1200, revenue: 35999.5, growth: 0.1234 }, { name: "Gizmo", units: 85, revenue: 1020, growth: -0.05 }, { name: "Doohickey Corp.", units: 0, revenue: 0, growth: 0 }, { name: "Ünïcödé Ltd", units: 43210, revenue: 987654.321, growth: 1.5 }];
const cols = [{ key: "name", title: "Company", max: 16 }, { key: "units", title: "Units", num: true, fmt: (v) => v.toLocaleString === undefined ? "" : String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ",") }, { key: "revenue", title: "Revenue", num: true, fmt: (v) => v.toFixed(2) }, { key: "growth", title: "Growth", num: true, fmt: (v) => (v > 0 ? "+" : "") + (v * 100).toFixed(1) + "%" }];
const cell = (c, r) => { const s = c.fmt ? c.fmt(r[c.key]) : String(r[c.key]); return c.max && s.length > c.max ? s.slice(0, c.max - 1) + "…" : s; };
const widths = cols.map((c) => Math.max(c.title.length, ...rows.map((r) => cell(c, r).length)));
const line = (vals) => vals.map((v, i) => (cols[i].num ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(" | ");
console.log(line(cols.map((c) => c.title)));
console.log(widths.map((w) => "-".repeat(w)).join("-+-"));
for (const r of rows) console.log(line(cols.map((c) => cell(c, r))));
const total = { name: "TOTAL", units: rows.reduce((s, r) => s + r.units, 0), revenue: rows.reduce((s, r) => s + r.revenue, 0), growth: rows.reduce((s, r) => s + r.growth, 0) / rows.length };
console.log(line(cols.map((c) => cell(c, total))));
