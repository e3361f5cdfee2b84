// Temporal objects kept alive across awaits: each dump stores their values as plain
// data, and the VM that loads the dump must print the same fields and strings.
(async () => {
  const d = Temporal.Duration.from({ hours: 1, minutes: 90, milliseconds: 1500, nanoseconds: 7 });
  const neg = new Temporal.Duration(-1, -2, -3, -4, 0, 0, 0, 0, 0, -1);
  const t = new Temporal.PlainTime(13, 37, 5, 123, 456, 789);
  const i = Temporal.Instant.from("2024-02-29T23:59:59.999999999Z");
  const z = new Temporal.ZonedDateTime(1700000000123456789n, "Europe/Paris", "gregory");
  const off = Temporal.ZonedDateTime.from("2020-03-08T01:30-08:00[-08:00]");
  const ym = new Temporal.PlainYearMonth(2020, 1, "iso8601", 15);
  const md = new Temporal.PlainMonthDay(2, 29, "iso8601", 2000);
  const hebrewYm = Temporal.PlainYearMonth.from({ year: 5784, monthCode: "M05L", calendar: "hebrew" });
  const date = Temporal.PlainDate.from("+012345-06-07[u-ca=japanese]");
  const dateTime = new Temporal.PlainDateTime(-100, 12, 31, 23, 59, 59, 999, 999, 999);
  await tools.echo("first");
  const always = { calendarName: "always" };
  console.log("plain", ym.toString(always), md.toString(always), hebrewYm.toString(), date.toString(), dateTime.toString());
  console.log("duration", d.toString(), d.minutes, d.milliseconds, d.nanoseconds, neg.toString(), neg.sign);
  console.log("time", t.toString(), t.add(d).toString(), t.nanosecond);
  console.log("instant", i.toString(), i.epochMilliseconds, String(i.epochNanoseconds));
  console.log("zoned", z.toString(), z.calendarId, z.timeZoneId, z.offset, off.toString());
  const later = await tools.delay(z.add({ hours: 25 }).toString());
  console.log("later", later, z.until(Temporal.ZonedDateTime.from(later)).toString());
  const parts = [];
  for (const x of [d, neg, t, i, z, off, ym, md, hebrewYm, date, dateTime]) {
    await tools.echo(parts.length);
    parts.push(Object.prototype.toString.call(x));
  }
  console.log("tags", parts.join(" "));
  return [d.total("seconds"), t.equals(new Temporal.PlainTime(13, 37, 5, 123, 456, 789)), Temporal.Instant.compare(i, z.toInstant())];
})();
