// Intl.DateTimeFormat with component options (the best-fit matcher), hour12 and
// hourCycle, time zone names, formatToParts and resolvedOptions.
const d = new Date(Date.UTC(2024, 0, 5, 15, 4, 5, 123));
const f = (l, o, x = d) => console.log(l, JSON.stringify(o), new Intl.DateTimeFormat(l, o).format(x));
f("en-US", { timeZone: "UTC", hour: "numeric", minute: "2-digit" });
f("en-US", { timeZone: "UTC", hour: "numeric", minute: "2-digit", hour12: false });
f("en-GB", { timeZone: "UTC", hour: "numeric", minute: "2-digit", hourCycle: "h12" });
f("en-US", { timeZone: "UTC", year: "numeric", month: "2-digit", day: "2-digit" });
f("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
f("en-US", { timeZone: "UTC", year: "numeric", month: "long" });
f("en-US", { timeZone: "UTC", weekday: "long" });
f("en-US", { timeZone: "UTC", era: "short", year: "numeric" });
f("fr-FR", { timeZone: "Europe/Paris", weekday: "long", year: "numeric", month: "long", day: "numeric" });
f("de-DE", { timeZone: "Europe/Berlin", year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "numeric" });
f("ja-JP", { timeZone: "Asia/Tokyo", year: "numeric", month: "long", day: "numeric" });
f("en-US", { timeZone: "UTC", hour: "numeric", minute: "numeric", second: "numeric", fractionalSecondDigits: 3 });
f("en-US", { timeZone: "America/Los_Angeles", timeZoneName: "long", hour: "numeric" });
f("en-US", { timeZone: "America/Los_Angeles", timeZoneName: "shortOffset", hour: "numeric" });
f("en-US", { timeZone: "Asia/Kolkata", timeZoneName: "longOffset", hour: "numeric", minute: "numeric" });
f("de-DE", { timeZone: "Europe/Berlin", timeZoneName: "short", hour: "numeric", minute: "numeric" });
const parts = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", second: "2-digit", fractionalSecondDigits: 2, timeZoneName: "short" }).formatToParts(d);
console.log(parts.map((p) => `${p.type}:${p.value}`).join("|"));
const ro = (l, o) => console.log(JSON.stringify(new Intl.DateTimeFormat(l, o).resolvedOptions()));
ro("en-US", { timeZone: "UTC" });
ro("de-DE", { timeZone: "Europe/Berlin", dateStyle: "long", timeStyle: "short" });
ro("ja-JP", { timeZone: "Asia/Tokyo", hour: "numeric", hour12: true });
ro("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h12" });
ro("ar-EG", { timeZone: "Africa/Cairo" });
console.log(d.toLocaleDateString("en-US", { timeZone: "UTC" }), "|", d.toLocaleTimeString("en-US", { timeZone: "UTC" }), "|", d.toLocaleString("en-US", { timeZone: "Asia/Tokyo" }));
console.log(new Date(NaN).toLocaleString("en-US"), new Date(8.64e15).toLocaleDateString("en-US", { timeZone: "UTC" }));
for (const bad of [() => new Intl.DateTimeFormat("en", { timeZone: "Mars/Olympus" }), () => new Intl.DateTimeFormat("en", { dateStyle: "long", hour: "numeric" }), () => new Intl.DateTimeFormat("en").format(NaN), () => new Intl.DateTimeFormat("en", { hourCycle: "h25" })]) {
  try { bad(); console.log("no error"); } catch (e) { console.log(e.name); }
}
