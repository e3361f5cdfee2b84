// A bigger result set: 600 rows reshaped after the call.
(async () => {
  const rows = await tools.rows({ n: 600 });
  const byTag = Object.groupBy(rows, (r) => (r.id % 3 === 0 ? "fizz" : "other"));
  const top = rows.filter((r) => r.score > 800).map((r) => r.name);
  const again = await tools.echo({ count: rows.length, top: top.slice(0, 3) });
  console.log(byTag.fizz.length, byTag.other.length, again.count, again.top.join("|"));
  return JSON.stringify(again).length;
})()
