// heavy: about 100 tool calls: a listing, then file reads in batches of eight with
// regular expression work on each file, then a report.
(async () => {
  const { files } = await tools.list({ dir: "src", pattern: "**/*.ts" });
  const rows = [];
  const importers = {};
  for (let i = 0; i < files.length; i += 8) {
    const batch = files.slice(i, i + 8);
    const texts = await Promise.all(batch.map((path) => tools.read({ path })));
    texts.forEach(({ text }, j) => {
      const imports = [...text.matchAll(/^import \{([^}]*)\} from "([^"]+)";$/gm)];
      for (const m of imports) importers[m[2]] = (importers[m[2]] ?? 0) + 1;
      const names = imports.reduce((n, m) => n + m[1].split(",").length, 0);
      const exported = (text.match(/^export (?:async )?(?:function|const|class) \w+/gm) ?? []).length;
      const todos = (text.match(/\/\/ (?:TODO|FIXME)\b/g) ?? []).length;
      const longest = text.split("\n").reduce((m, l) => Math.max(m, l.length), 0);
      const calls = (text.match(/\.\w+\(/g) ?? []).length;
      rows.push(`${batch[j]}\t${imports.length}/${names}\t${exported}\t${todos}\t${longest}\t${calls}`);
    });
  }
  const popular = Object.entries(importers).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
  const report = await tools.report({ rows: rows.length, popular });
  return `${rows.join("\n")}\n${popular.map(([m, n]) => `${n} ${m}`).join("\n")}\nreport: ${report.ok}`;
})()
