// JSON reshaping: group rows by a key, index by id, and pivot.
const rows = [
  { id: 3, team: "red", score: 10, tags: ["a"] },
  { id: 1, team: "blue", score: 7, tags: [] },
  { id: 2, team: "red", score: 4, tags: ["b", "c"] },
  { id: 5, team: "green", score: 0, tags: ["a", "c"] },
  { id: 4, team: "blue", score: 12, tags: ["b"] },
];
const byTeam = {};
for (const r of rows) (byTeam[r.team] ??= []).push(r.id);
console.log(JSON.stringify(byTeam));
const byId = Object.fromEntries(rows.map((r) => [r.id, r.team]));
console.log(JSON.stringify(byId));
const totals = rows.reduce((acc, { team, score }) => ({ ...acc, [team]: (acc[team] ?? 0) + score }), {});
console.log(JSON.stringify(totals, null, 1));
const tagIndex = {};
rows.forEach(({ id, tags }) => tags.forEach((t) => { tagIndex[t] = [...(tagIndex[t] || []), id]; }));
console.log(JSON.stringify(tagIndex, Object.keys(tagIndex).sort()));
console.log(JSON.stringify(rows.map(({ tags, ...rest }) => rest).slice(0, 2)));
console.log(JSON.stringify({ nested: { list: rows.slice(0, 1) } }, (k, v) => (k === "tags" ? v.length : v), "\t"));
