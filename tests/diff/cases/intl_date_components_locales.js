// Date component options across locales: weekday/month widths, era, 2-digit fields, hour12 and hourCycle.
const d = Date.UTC(2025, 10, 9, 21, 7, 3);
const f = (l, o) => new Intl.DateTimeFormat(l, { timeZone: "UTC", ...o }).format(d);
const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "it-IT", "pt-BR", "nl-NL", "ru-RU", "ja-JP", "ko-KR", "zh-CN"];
for (const l of locales) {
  console.log(l, "|", f(l, { weekday: "long", year: "numeric", month: "long", day: "numeric" }), "|", f(l, { month: "short", day: "numeric" }), "|", f(l, { year: "numeric", month: "2-digit", day: "2-digit" }));
}
for (const l of ["en-US", "en-GB", "de-DE", "ja-JP", "ko-KR"]) {
  console.log(l, f(l, { hour: "numeric", minute: "2-digit" }), "|", f(l, { hour: "numeric", minute: "2-digit", hour12: true }), "|", f(l, { hour: "numeric", minute: "2-digit", hour12: false }));
}
for (const hourCycle of ["h11", "h12", "h23", "h24"]) {
  const fm = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", hour: "numeric", minute: "2-digit", hourCycle });
  console.log(hourCycle, fm.format(Date.UTC(2025, 0, 1, 0, 5)), fm.format(Date.UTC(2025, 0, 1, 12, 5)), fm.resolvedOptions().hourCycle, fm.resolvedOptions().hour12);
}
console.log(f("en-US", { era: "long", year: "numeric" }), "|", f("en-US", { era: "short", year: "numeric", month: "short" }), "|", f("en-US", { era: "narrow", year: "numeric" }));
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", era: "short", year: "numeric" }).format(Date.UTC(-50, 0, 1)));
console.log(f("en-US", { weekday: "narrow" }), f("en-US", { weekday: "short" }), f("de-DE", { weekday: "short" }), f("fr-FR", { weekday: "long" }));
console.log(f("en-US", { month: "narrow" }), f("en-US", { month: "long" }), f("ru-RU", { month: "long" }), f("ru-RU", { month: "long", day: "numeric" }));
console.log(f("en-US", { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false }), f("en-US", { fractionalSecondDigits: 3, second: "numeric" }));
console.log(f("en-US", { dayPeriod: "short", hour: "numeric" }), "|", f("en-US", { dayPeriod: "long" }));
