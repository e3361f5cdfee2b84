// Temporal in the shape agents use it: parse ISO strings from tool results, do date
// and time arithmetic across month ends, leap years and DST, compare and sort, and
// format back. Printed through strings and numbers only (console.log of a Temporal
// object is host formatting).
const d = Temporal.PlainDate.from("2024-01-31");
console.log("add month", d.add({ months: 1 }).toString(), d.add({ months: 1 }, { overflow: "constrain" }).day);
try {
  d.add({ months: 1 }, { overflow: "reject" });
} catch (e) {
  console.log("reject", e.constructor.name);
}
console.log("leap", d.inLeapYear, d.daysInYear, Temporal.PlainDate.from("2023-02-01").daysInMonth);
console.log("week", d.dayOfWeek, d.weekOfYear, d.yearOfWeek, d.dayOfYear);
const until = Temporal.PlainDate.from("2020-02-29").until("2024-03-01", { largestUnit: "years" });
console.log("until", until.toString(), until.years, until.months, until.days);
console.log("since", Temporal.PlainDate.from("2024-12-25").since("2024-01-01").toString());

const dur = Temporal.Duration.from({ hours: 26, minutes: 75 });
console.log("round", dur.round({ largestUnit: "day" }).toString(), dur.total("minutes"));
console.log("balance", Temporal.Duration.from("PT100000S").round({ largestUnit: "hours" }).toString());
console.log("relative", Temporal.Duration.from({ days: 45 }).round({ largestUnit: "months", relativeTo: "2024-01-15" }).toString());
console.log("negative", Temporal.Duration.from("-P1DT2H").abs().toString(), Temporal.Duration.from("P1D").negated().sign);
console.log("compare", Temporal.Duration.compare({ hours: 24 }, { days: 1 }, { relativeTo: "2024-03-09[America/New_York]" }));

const t = Temporal.PlainTime.from("23:30:15.5");
console.log("time", t.add({ minutes: 45 }).toString(), t.round({ smallestUnit: "minute" }).toString(), t.toString({ fractionalSecondDigits: 3 }));
console.log("time diff", t.until("01:00", { largestUnit: "hours" }).toString(), t.since("01:00").toString());

const dt = Temporal.PlainDateTime.from("2024-03-10T01:30");
console.log("datetime", dt.with({ day: 31 }).toString(), dt.toPlainDate().toString(), dt.round({ smallestUnit: "hour" }).toString());
const z = dt.toZonedDateTime("America/New_York");
console.log("zoned", z.toString(), z.offset, z.hoursInDay);
const later = z.add({ hours: 1 });
console.log("dst", later.toString(), later.offset, z.add({ days: 1 }).toString());
console.log("start", Temporal.ZonedDateTime.from("2024-11-03T12:00[America/New_York]").startOfDay().toString());
console.log("tz", z.withTimeZone("Asia/Tokyo").toString(), z.withTimeZone("+05:30").toPlainTime().toString());
const next = z.getTimeZoneTransition("next");
console.log("transition", next.toString(), next.offset);

const inst = Temporal.Instant.from("2024-06-01T12:00:00.123456789+02:00");
console.log("instant", inst.toString(), inst.epochMilliseconds, inst.toString({ timeZone: "Europe/London", smallestUnit: "second" }));
console.log("instant ns", String(inst.epochNanoseconds), Temporal.Instant.fromEpochMilliseconds(0).toString());
console.log("date instant", new Date(Date.UTC(2000, 0, 1)).toTemporalInstant().toString());

const ym = Temporal.PlainYearMonth.from("2024-02");
console.log("year month", ym.daysInMonth, ym.add({ months: 11 }).toString(), ym.toPlainDate({ day: 29 }).toString());
const md = Temporal.PlainMonthDay.from("--02-29");
console.log("month day", md.toString(), md.toPlainDate({ year: 2023 }).toString(), md.monthCode);

const stamps = ["2024-05-01T10:00Z", "2023-12-31T23:59:59Z", "2024-01-01T00:00Z"].map((s) => Temporal.Instant.from(s));
stamps.sort(Temporal.Instant.compare);
console.log("sorted", stamps.map(String).join(" "));
const dates = ["2024-02-29", "2024-02-28", "2023-03-01"].map((s) => Temporal.PlainDate.from(s));
console.log("sorted dates", dates.sort(Temporal.PlainDate.compare).join(","));
console.log("json", JSON.stringify({ when: d, span: dur, at: t }));

const hebrew = Temporal.PlainDate.from({ year: 5784, monthCode: "M05L", day: 1, calendar: "hebrew" });
console.log("hebrew", hebrew.toString(), hebrew.month, hebrew.monthsInYear, hebrew.withCalendar("iso8601").toString());
const gregory = Temporal.PlainDate.from("2024-01-01[u-ca=gregory]");
// (`era` left out: the pinned polyfill says "gregory" where test262 and temporal_rs say "ce".)
console.log("gregory", gregory.eraYear, gregory.calendarId);
for (const bad of ["2024-13-01", "2024-02-30", "not a date"]) {
  try {
    Temporal.PlainDate.from(bad);
  } catch (e) {
    console.log("bad", bad, e.constructor.name);
  }
}
try {
  Temporal.PlainDate.from({ year: 2024 });
} catch (e) {
  console.log("missing fields", e.constructor.name);
}
try {
  d < d;
} catch (e) {
  console.log("valueOf", e.constructor.name);
}
