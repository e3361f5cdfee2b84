// Promise.all fan-out over tool calls, then a sequential loop of awaited calls.
(async () => {
  const ids = [1, 2, 3, 4, 5];
  const echoed = await Promise.all(ids.map((id) => tools.echo({ id, label: `item-${id}` })));
  console.log(echoed.map((e) => e.label).join(","));
  let total = 0;
  for (const id of ids) {
    const r = await tools.add({ a: total, b: id * 10 });
    total = r;
  }
  console.log("total", total);
  return { total, count: echoed.length };
})()
