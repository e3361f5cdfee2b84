// Numeric date forms agents emit for filenames and logs: year/month/day combos with numeric and 2-digit in many locales.
const d = Date.UTC(2024, 2, 5, 7, 8, 9);
const f = (l, o) => new Intl.DateTimeFormat(l, { timeZone: "UTC", ...o }).format(d);
const combos = [{ year: "numeric", month: "2-digit", day: "2-digit" }, { year: "2-digit", month: "2-digit", day: "2-digit" }, { year: "numeric", month: "numeric" }, { month: "2-digit", day: "2-digit" }, { year: "numeric", month: "short" }, { month: "long", day: "numeric" }];
for (const l of ["en-US", "en-GB", "en-CA", "de-DE", "fr-FR", "es-ES", "it-IT", "nl-NL", "sv-SE", "pl-PL", "ru-RU", "ja-JP", "zh-CN", "pt-BR", "da-DK", "fi-FI"]) {
  console.log(l.padEnd(6), combos.map((o) => f(l, o)).join(" | "));
}
for (const l of ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP", "sv-SE"]) {
  console.log(l.padEnd(6), f(l, { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false }), "|", f(l, { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }));
}
const iso = new Intl.DateTimeFormat("sv-SE", { timeZone: "UTC", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" }).format(d);
console.log(iso, iso.replace(" ", "T") + "Z");
