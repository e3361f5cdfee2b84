// A sales report table: several formatters (currency, percent, compact, dates) padded into fixed columns with padStart/padEnd.
const rows = [
  { region: "North America", revenue: 1234567.89, growth: 0.1234, orders: 15234, closed: Date.UTC(2024, 2, 31) },
  { region: "Europe", revenue: 987654.3, growth: -0.0456, orders: 9876, closed: Date.UTC(2024, 2, 29) },
  { region: "Asia-Pacific", revenue: 2345678.12, growth: 0.2567, orders: 45678, closed: Date.UTC(2024, 3, 1) },
  { region: "LATAM", revenue: 45678.9, growth: 0, orders: 321, closed: Date.UTC(2024, 1, 29) },
];
for (const locale of ["en-US", "de-DE", "fr-FR", "ja-JP"]) {
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const pct = new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" });
  const cnt = new Intl.NumberFormat(locale, { notation: "compact" });
  const date = new Intl.DateTimeFormat(locale, { timeZone: "UTC", month: "short", day: "numeric" });
  console.log(`== ${locale} ==`);
  for (const r of rows) {
    console.log(r.region.padEnd(14) + money.format(r.revenue).padStart(14) + pct.format(r.growth).padStart(9) + cnt.format(r.orders).padStart(8) + "  " + date.format(r.closed));
  }
  const total = rows.reduce((s, r) => s + r.revenue, 0);
  console.log("Total".padEnd(14) + money.format(total).padStart(14) + "  (" + new Intl.NumberFormat(locale, { notation: "compact", compactDisplay: "long", style: "currency", currency: "USD" }).format(total) + ")");
}
const header = ["Region", "Revenue", "Growth"].map((h, i) => (i ? h.padStart(12) : h.padEnd(14))).join("");
console.log(header);
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "full" }).format(Date.UTC(2024, 3, 2)), "|", new Intl.ListFormat("en").format(rows.map((r) => r.region)));
