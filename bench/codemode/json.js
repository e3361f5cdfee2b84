// json: group 600 query rows, rewrite a package manifest.
(async () => {
  const result = await tools.query({ sql: "select * from orders where created_at >= '2026-01-01'" });
  const groups = {};
  for (const row of result.rows) {
    const g = (groups[row.region] ??= { orders: 0, items: 0, total: 0, byStatus: {}, months: new Set() });
    g.orders += 1;
    g.items += row.items;
    g.total += row.amount;
    g.byStatus[row.status] = (g.byStatus[row.status] ?? 0) + 1;
    g.months.add(row.createdAt.slice(0, 7));
  }
  const summary = Object.keys(groups).sort().map((region) => {
    const g = groups[region];
    return { region, orders: g.orders, items: g.items, total: Math.round(g.total * 100) / 100, byStatus: g.byStatus, months: g.months.size };
  });
  const top = [...result.rows].sort((a, b) => b.amount - a.amount || a.id - b.id).slice(0, 5).map((r) => `${r.id}:${r.amount}`);
  const file = await tools.read({ path: "package.json" });
  const manifest = JSON.parse(file.text);
  const [major, minor] = manifest.version.split(".").map(Number);
  manifest.version = `${major}.${minor + 1}.0`;
  manifest.dependencies = Object.fromEntries(Object.entries(manifest.dependencies).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, v.replace(/^\^/, "~")]));
  manifest.scripts = { ...manifest.scripts, report: "node scripts/report.mjs" };
  const text = JSON.stringify(manifest, null, 2) + "\n";
  const written = await tools.write({ path: "package.json", text });
  return JSON.stringify({ summary, top, version: manifest.version, deps: Object.keys(manifest.dependencies).length, bytes: text.length, ok: written.ok });
})()
