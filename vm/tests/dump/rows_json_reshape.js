// JSON reshaping of `rows` results: 600 rows grouped, pivoted and summarized, JSON
// round trips with a replacer and a reviver, a keyed index kept across further calls,
// and pages of rows fetched in parallel then merged.
(async () => {
  const rows = await tools.rows({ n: 600 });
  const index = Object.create(null);
  for (const r of rows) index[r.name] = r;
  const buckets = {};
  for (const r of rows) {
    const b = "b" + Math.floor(r.score / 100);
    (buckets[b] ||= []).push(r.id);
  }
  const sizes = Object.entries(buckets).map(([k, v]) => `${k}=${v.length}`);
  console.log("buckets", Object.keys(buckets).length, sizes.slice(0, 3).join(","), sizes.at(-1));
  const slim = JSON.stringify(rows.slice(0, 3), ["id", "score"]);
  const replaced = JSON.stringify(rows.slice(0, 2), (k, v) => (k === "tags" ? undefined : typeof v === "number" ? v * 2 : v));
  console.log("slim", slim);
  console.log("replaced", replaced);
  const revived = JSON.parse(slim, (k, v) => (k === "score" ? Math.round(v) : v));
  const echoed = await tools.echo({ revived, total: rows.length });
  console.log("revived", echoed.revived.map((r) => r.score).join(","), echoed.total);
  const summary = rows.reduce(
    (acc, r) => {
      acc.sum += r.score;
      acc.max = Math.max(acc.max, r.score);
      if (r.id % 100 === 0) acc.marks.push(r.name);
      return acc;
    },
    { sum: 0, max: -Infinity, marks: [] }
  );
  const back = await tools.echo(summary);
  console.log("summary", back.sum, back.max, back.marks.join("|"), index["row 599"].score);
  const pages = await Promise.all([50, 100, 150].map((n) => tools.rows({ n })));
  const merged = pages.flatMap((p, pi) => p.map((r) => ({ key: `${pi}:${r.id}`, s: r.score })));
  const pivot = {};
  for (const { key, s } of merged) {
    const [pi] = key.split(":");
    pivot[pi] = (pivot[pi] || 0) + s;
  }
  console.log("pages", merged.length, JSON.stringify(pivot), merged.at(-1).key);
  const text = JSON.stringify(rows);
  const parsedAgain = JSON.parse(text);
  const roundTrip = await tools.echo(parsedAgain);
  let same = roundTrip.length === rows.length;
  for (let i = 0; i < rows.length && same; i++) {
    same = roundTrip[i].name === rows[i].name && roundTrip[i].tags[0] === "t" && roundTrip[i].score === rows[i].score;
  }
  console.log("roundtrip", text.length, same, JSON.stringify(rows[7], null, 1).split("\n").length);
  const tagCount = rows.flatMap((r) => r.tags).filter((t) => t === "t").length;
  return { rows: rows.length, tagCount, chars: text.length };
})()
