// Building custom date strings from formatToParts: picking fields, a log timestamp, an ISO-like string per locale.
const t = Date.UTC(2024, 6, 4, 9, 5, 7, 89);
const pick = (parts) => Object.fromEntries(parts.filter((p) => p.type !== "literal").map((p) => [p.type, p.value]));
const full = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
const p = pick(full.formatToParts(t));
console.log(JSON.stringify(p));
console.log(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`);
for (const timeZone of ["UTC", "Asia/Shanghai", "Europe/Moscow", "America/Sao_Paulo"]) {
  const q = pick(new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "shortOffset" }).formatToParts(t));
  console.log(timeZone, `${p.year}-${q.month}-${q.day} ${q.hour}:${q.minute}`, q.timeZoneName);
}
console.log(JSON.stringify(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "full", timeStyle: "long" }).formatToParts(t)));
console.log(JSON.stringify(new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", dateStyle: "medium", timeStyle: "short" }).formatToParts(t)));
console.log(JSON.stringify(new Intl.DateTimeFormat("ja-JP", { timeZone: "Asia/Tokyo", year: "numeric", month: "long", day: "numeric", weekday: "short" }).formatToParts(t)));
console.log(JSON.stringify(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", hour: "numeric", minute: "2-digit", second: "2-digit", fractionalSecondDigits: 2 }).formatToParts(t)));
console.log(JSON.stringify(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", era: "short", year: "numeric" }).formatToParts(t)));
const types = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", dateStyle: "full", timeStyle: "full" }).formatToParts(t).map((x) => x.type);
console.log(types.join(","));
