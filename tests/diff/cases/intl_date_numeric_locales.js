// Numeric dates follow CLDR's availableFormats (ICU's skeletons yMd, yM, Md and their
// 2-digit forms), as node writes them: de "5.1.2024", not the padded "05.01.2024" of
// ICU4X's field sets (vm/src/builtins/intl/date_time_format/numeric_dates.rs).
const at = new Date(Date.UTC(2024, 0, 5, 13, 4, 5));
const locales = ["en-US", "en-GB", "en-IN", "en-AU", "de-DE", "de-AT", "de-CH", "fr-FR", "fr-CA", "es-ES", "es-MX", "it-IT", "nl-NL", "nl-BE", "pt-BR", "pt-PT", "sv-SE", "da-DK", "nb-NO", "fi-FI", "pl-PL", "cs-CZ", "hu-HU", "ru-RU", "uk-UA", "tr-TR", "el-GR", "he-IL", "ar-EG", "fa-IR", "hi-IN", "ja-JP", "ko-KR", "zh-CN", "zh-TW", "bg-BG", "lt-LT", "vi-VN", "th-TH", "id-ID"];
const forms = [
  { year: "numeric", month: "numeric", day: "numeric" },
  { year: "2-digit", month: "2-digit", day: "2-digit" },
  { year: "numeric", month: "2-digit", day: "numeric" },
  { year: "numeric", month: "numeric" },
  { month: "numeric", day: "numeric" },
  { month: "2-digit", day: "2-digit" },
];
for (const l of locales) {
  const calendar = "gregory";
  const texts = forms.map((f) => new Intl.DateTimeFormat(l, { timeZone: "UTC", calendar, ...f }).format(at));
  console.log(l.padEnd(6), at.toLocaleDateString(l, { timeZone: "UTC", calendar }), "|", texts.join(" | "));
}
// Beside a time (toLocaleString): the date's pattern, ICU4X's time and glue.
for (const l of ["de-DE", "nl-NL", "ja-JP", "pl-PL", "tr-TR", "da-DK", "cs-CZ", "hu-HU", "sv-SE", "fr-FR", "it-IT", "ru-RU", "zh-CN", "en-GB", "pt-BR", "fi-FI", "es-ES"]) {
  console.log(l.padEnd(6), at.toLocaleString(l, { timeZone: "UTC" }));
}
// formatToParts: the parts of the pattern.
console.log(new Intl.DateTimeFormat("de-DE", { timeZone: "UTC" }).formatToParts(at).map((p) => `${p.type}:${p.value}`).join("|"));
// A year far from now: all its digits.
console.log(new Date(Date.UTC(812, 6, 9)).toLocaleDateString("de-DE", { timeZone: "UTC" }));
