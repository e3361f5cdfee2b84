// Building a week calendar header: weekday names from fixed dates in several locales and widths, month names, day numbers.
const monday = Date.UTC(2024, 0, 1);
const days = Array.from({ length: 7 }, (_, i) => monday + i * 864e5);
for (const l of ["en-US", "de-DE", "fr-FR", "es-ES", "it-IT", "ru-RU", "ja-JP", "zh-CN", "ko-KR", "ar-EG", "he-IL", "tr-TR"]) {
  const row = ["long", "short"].map((weekday) => days.map((d) => new Intl.DateTimeFormat(l, { timeZone: "UTC", weekday }).format(d)).join(" "));
  console.log(l, row.join(" / "));
}
const months = Array.from({ length: 12 }, (_, m) => Date.UTC(2024, m, 15));
for (const l of ["en-US", "de-DE", "fr-FR", "pl-PL", "ru-RU", "fi-FI", "el-GR", "cs-CZ"]) {
  console.log(l, months.map((d) => new Intl.DateTimeFormat(l, { timeZone: "UTC", month: "long" }).format(d)).join(" "));
  console.log(l, months.map((d) => new Intl.DateTimeFormat(l, { timeZone: "UTC", month: "long", day: "numeric" }).format(d)).slice(0, 4).join(" | "));
}
console.log(days.map((d) => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", day: "numeric" }).format(d)).join(" "), "|", days.map((d) => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", day: "2-digit" }).format(d)).join(" "));
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" }).format(monday), "|", new Intl.DateTimeFormat("de-DE", { timeZone: "UTC", month: "long", year: "numeric" }).format(monday), "|", new Intl.DateTimeFormat("ja-JP", { timeZone: "UTC", month: "long", year: "numeric" }).format(monday));
