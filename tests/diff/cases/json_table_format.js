// Formatting rows as a fixed-width text table.
const rows = [
  { name: "alpha", qty: 3, price: 1.5 },
  { name: "beta", qty: 12, price: 0.25 },
  { name: "gamma-long", qty: 100, price: 19.999 },
];
const cols = Object.keys(rows[0]);
const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(width[i])).join(" | ");
console.log(line(cols));
console.log(width.map((w) => "-".repeat(w)).join("-+-"));
for (const r of rows) console.log(line(cols.map((c) => r[c])));
const total = rows.reduce((s, r) => s + r.qty * r.price, 0);
console.log("total", total.toFixed(2), total);
