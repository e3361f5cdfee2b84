// Wall-clock times around every daylight-saving transition of a few zones from 2005 to
// 2035, turned into instants (ZonedDateTime.from, with each disambiguation) and back.
// timezone_provider 0.2.6 answered some of these an hour off (see temporal/tz.rs); each
// zone prints a digest line per year plus the first transitions in full.
const zones = ["America/New_York", "Europe/Paris", "Australia/Sydney", "Europe/London", "America/St_Johns", "Pacific/Chatham"];
for (const tz of zones) {
  let z = Temporal.ZonedDateTime.from({ year: 2005, month: 1, day: 1, timeZone: tz });
  const end = Temporal.ZonedDateTime.from({ year: 2035, month: 12, day: 31, timeZone: tz });
  let shown = 0;
  const perYear = new Map();
  for (;;) {
    const t = z.getTimeZoneTransition("next");
    if (t === null || Temporal.ZonedDateTime.compare(t, end) > 0) break;
    const wall = t.toPlainDateTime();
    const parts = [];
    for (const hours of [-49, -25, -24, -2, -1, 0, 1, 2, 23, 25]) {
      const local = wall.add({ hours });
      for (const disambiguation of ["earlier", "later", "compatible"]) {
        const r = Temporal.ZonedDateTime.from({ year: local.year, month: local.month, day: local.day, hour: local.hour, minute: local.minute, timeZone: tz }, { disambiguation });
        parts.push(r.offset + "@" + r.toPlainDateTime().toString().slice(5, 16));
      }
    }
    const line = parts.join(" ");
    if (shown < 2) {
      console.log(tz, t.toString(), t.offset);
      console.log("  ", line);
      shown++;
    }
    const y = t.year;
    let h = perYear.get(y) ?? 0;
    for (let i = 0; i < line.length; i++) h = (h * 31 + line.charCodeAt(i)) >>> 0;
    perYear.set(y, h);
    z = t;
  }
  console.log(tz, [...perYear].map(([y, h]) => y + ":" + h.toString(36)).join(" "));
}
try {
  Temporal.ZonedDateTime.from("2021-03-28T02:30[Europe/Paris]", { disambiguation: "reject" });
} catch (e) {
  console.log("gap reject", e.constructor.name);
}
console.log(Temporal.ZonedDateTime.from("2021-10-31T02:30[Europe/Paris]", { disambiguation: "later" }).toString());
console.log(Temporal.ZonedDateTime.from("2021-10-31T02:30+01:00[Europe/Paris]").toString());
