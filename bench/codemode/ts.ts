// ts: the json workload's shape in TypeScript (Cairn runs it as is; other engines get
// it with the types stripped by the host).
interface Row {
  id: number;
  customer: string;
  region: string;
  status: "paid" | "pending" | "refunded" | "failed";
  amount: number;
  items: number;
  createdAt: string;
}
interface Group {
  orders: number;
  items: number;
  total: number;
  byStatus: Record<string, number>;
  months: Set<string>;
}
type Manifest = { version: string; dependencies: Record<string, string>; scripts: Record<string, string> };
declare const tools: Record<string, (args: unknown) => Promise<any>>;

function sortedEntries<T>(record: Record<string, T>): Array<[string, T]> {
  return Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1));
}

(async (): Promise<string> => {
  const result = (await tools.query({ sql: "select * from orders where created_at >= '2026-01-01'" })) as { rows: Row[] };
  const groups: Record<string, Group> = {};
  for (const row of result.rows) {
    const g: Group = (groups[row.region] ??= { orders: 0, items: 0, total: 0, byStatus: {}, months: new Set<string>() });
    g.orders += 1;
    g.items += row.items;
    g.total += row.amount;
    g.byStatus[row.status] = (g.byStatus[row.status] ?? 0) + 1;
    g.months.add(row.createdAt.slice(0, 7));
  }
  const summary = sortedEntries(groups).map(([region, g]) => ({
    region,
    orders: g.orders,
    items: g.items,
    total: Math.round(g.total * 100) / 100,
    byStatus: g.byStatus,
    months: g.months.size,
  }));
  const top: string[] = [...result.rows].sort((a, b) => b.amount - a.amount || a.id - b.id).slice(0, 5).map((r) => `${r.id}:${r.amount}`);
  const file: { text: string } = await tools.read({ path: "package.json" });
  const manifest = JSON.parse(file.text) as Manifest;
  const [major, minor] = manifest.version.split(".").map(Number) as [number, number];
  manifest.version = `${major}.${minor + 1}.0`;
  manifest.dependencies = Object.fromEntries(sortedEntries(manifest.dependencies).map(([k, v]) => [k, v.replace(/^\^/, "~")]));
  manifest.scripts = { ...manifest.scripts, report: "node scripts/report.mjs" } satisfies Record<string, string>;
  const text = JSON.stringify(manifest, null, 2) + "\n";
  const written = (await tools.write({ path: "package.json", text }))!;
  return JSON.stringify({ summary, top, version: manifest.version, deps: Object.keys(manifest.dependencies).length, bytes: text.length, ok: written.ok });
})()
