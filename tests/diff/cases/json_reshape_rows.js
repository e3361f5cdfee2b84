// JSON reshaping: group query rows by a key and total a column.
const text = JSON.stringify([
  { id: 1, team: "red", score: 10, tags: ["a", "b"] },
  { id: 2, team: "blue", score: 7, tags: [] },
  { id: 3, team: "red", score: 3, tags: ["c"] },
  { id: 4, team: "green", score: 12, tags: ["a"] },
  { id: 5, team: "blue", score: 1, tags: ["b", "c"] },
]);
const rows = JSON.parse(text);
const byTeam = {};
for (const r of rows) {
  (byTeam[r.team] ??= { team: r.team, total: 0, ids: [] });
  byTeam[r.team].total += r.score;
  byTeam[r.team].ids.push(r.id);
}
console.log(JSON.stringify(Object.values(byTeam)));
console.log(JSON.stringify(byTeam, null, 2));
console.log(JSON.stringify(rows.map(({ id, tags }) => ({ id, n: tags.length }))));
