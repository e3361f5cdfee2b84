// Codemode-style reshaping: rows to objects, keys and entries, map/filter/reduce, templates.
const rows = [];
for (let i = 0; i < 2000; i++) rows.push({ id: i, name: "user" + i, score: (i * 37) % 101, tags: ["a", "b", i % 3 ? "c" : "d"] });
let check = 0;
for (let round = 0; round < 60; round++) {
  const out = rows.filter((r) => r.score > 20).map((r) => ({ key: `${r.name}:${r.id}`, total: r.score * 2, tagCount: r.tags.length }));
  const byTag = {};
  for (const r of rows) for (const t of r.tags) byTag[t] = (byTag[t] || 0) + 1;
  for (const [k, v] of Object.entries(byTag)) check = (check + k.length * v) % 1000003;
  check = (check + out.reduce((a, o) => a + o.total + o.key.length, 0)) % 1000003;
  check = (check + Object.keys(out[0]).length) % 1000003;
}
print(check);
