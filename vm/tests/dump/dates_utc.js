// Dates with fixed UTC timestamps across awaits: Date.UTC, ISO string parsing,
// UTC getters/setters, month overflow, day differences, leap years, and Date objects
// kept alive while calls are pending. Only UTC accessors, never local time.
(async () => {
  const launch = new Date(Date.UTC(2024, 1, 28, 23, 30, 15, 250));
  const iso = await tools.echo(launch.toISOString());
  console.log("iso", iso, launch.getTime(), launch.getUTCDay());
  const d = new Date(launch.getTime());
  for (let i = 0; i < 3; i++) {
    d.setUTCDate(d.getUTCDate() + (await tools.echo(1)));
    console.log("step", i, d.toISOString().slice(0, 10), d.getUTCDay());
  }
  const parsed = new Date("2000-01-01T00:00:00Z");
  const parsed2 = new Date("2000-03-01T12:00:00.000+02:00");
  const dayMs = 86400000;
  const diff = await tools.add({ a: parsed2 - parsed, b: 0 });
  console.log("diff", diff / dayMs, parsed2.toISOString(), parsed2.getUTCHours());
  const eom = [];
  for (const y of [1900, 2000, 2023, 2024]) {
    const feb = new Date(Date.UTC(y, 2, 0));
    eom.push(`${y}:${feb.getUTCDate()}`);
    await tools.delay(y);
  }
  console.log("feb", eom.join(" "));
  const m = new Date(Date.UTC(2021, 0, 31));
  m.setUTCMonth(1);
  const invalid = new Date("not a date");
  await tools.echo("m");
  console.log("overflow", m.toISOString(), isNaN(invalid.getTime()), String(invalid.getTime()), new Date(8.64e15).toISOString());
  const stamps = await tools.echo([Date.UTC(1970, 0, 1), Date.UTC(2038, 0, 19, 3, 14, 7), Date.UTC(-1, 0, 1)]);
  console.log("stamps", stamps.join(","), new Date(stamps[2]).toISOString(), new Date(stamps[1]).toJSON());
  const log = [new Date(Date.UTC(2024, 5, 1)), new Date(Date.UTC(2023, 5, 1)), new Date(Date.UTC(2024, 0, 1))];
  log.sort((x, y) => x - y);
  const json = JSON.stringify({ when: log[0] });
  await tools.delay(json);
  console.log("sorted", log.map((x) => x.toISOString().slice(0, 7)).join(","), json, Date.parse("2024-02-29T00:00:00Z") / 1000);
  return { day: launch.getUTCDay(), days: diff / dayMs, start: d.toISOString() };
})()
