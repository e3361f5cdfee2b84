// inspect: no tools; group and search the host's tool catalog (the global `catalog`).
(async () => {
  const byGroup = {};
  for (const tool of catalog) (byGroup[tool.name.split("_")[0]] ??= []).push(tool);
  const signature = (t) => `${t.name}(${t.params.map((p) => `${p.name}${p.required ? "" : "?"}: ${p.type}`).join(", ")})`;
  const query = /\b(file|path|read|search|query)\b/i;
  const hits = catalog
    .filter((t) => query.test(t.description) || t.params.some((p) => p.name === "path"))
    .map((t) => ({ t, score: (t.description.match(/\b(file|path|read|search|query)\b/gi) ?? []).length + (t.params.some((p) => p.name === "path") ? 2 : 0) }))
    .sort((a, b) => b.score - a.score || (a.t.name < b.t.name ? -1 : 1));
  const groups = Object.entries(byGroup)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([g, ts]) => `${g}: ${ts.length} tools, ${ts.reduce((n, t) => n + t.params.length, 0)} params`);
  return [...groups, "", `${hits.length} matches:`, ...hits.slice(0, 12).map(({ t, score }) => `${score} ${signature(t)}`)].join("\n");
})()
