// text: parse grep-like output, group by file, scan the busiest files for markers and
// definitions.
(async () => {
  const grep = await tools.run({ command: "rg -n 'TODO|FIXME|XXX' src" });
  const byFile = new Map();
  for (const line of grep.stdout.split("\n")) {
    const m = /^([^:]+):(\d+):\s*\/\/\s*(TODO|FIXME|XXX):\s*(.*)$/.exec(line);
    if (!m) continue;
    const [, path, lineNo, kind, text] = m;
    if (!byFile.has(path)) byFile.set(path, []);
    byFile.get(path).push({ line: Number(lineNo), kind, text });
  }
  const ranked = [...byFile].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1));
  const top = ranked.slice(0, 3);
  const files = await Promise.all(top.map(([path]) => tools.read({ path })));
  const report = top.map(([path, hits], i) => {
    const text = files[i].text;
    const defs = [...text.matchAll(/^(?:export\s+)?(?:async\s+)?(?:function|class)\s+(\w+)/gm)].map((m) => m[1]);
    const markers = [];
    text.split("\n").forEach((l, n) => {
      if (/\b(TODO|FIXME)\b/.test(l)) markers.push(n + 1);
    });
    const kinds = hits.reduce((acc, h) => ((acc[h.kind] = (acc[h.kind] ?? 0) + 1), acc), {});
    return `${path}: ${hits.length} hits ${JSON.stringify(kinds)}; ${defs.length} definitions (${defs.slice(0, 5).join(", ")}); markers at ${markers.join(",")}`;
  });
  return [`${byFile.size} files, ${ranked.reduce((n, [, h]) => n + h.length, 0)} hits`, ...report].join("\n");
})()
