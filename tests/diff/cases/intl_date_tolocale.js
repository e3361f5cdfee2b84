// Date.prototype.toLocaleString / toLocaleDateString / toLocaleTimeString with locales and options, as logging code uses them.
const d = new Date(Date.UTC(2023, 11, 31, 23, 59, 58));
const opts = { timeZone: "UTC" };
for (const l of ["en-US", "en-GB", "de-DE", "fr-FR", "es-MX", "ko-KR", "zh-TW", "ru-RU", "pt-PT", "sv-SE", "pl-PL", "tr-TR"]) {
  console.log(l, "|", d.toLocaleString(l, opts), "|", d.toLocaleDateString(l, opts), "|", d.toLocaleTimeString(l, opts));
}
console.log(d.toLocaleDateString("en-US", { timeZone: "Asia/Tokyo", weekday: "long", month: "long", day: "numeric", year: "numeric" }));
console.log(d.toLocaleTimeString("en-US", { timeZone: "America/Denver", hour: "2-digit", minute: "2-digit" }));
console.log(d.toLocaleTimeString("en-US", { timeZone: "UTC", timeStyle: "short" }), d.toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "long" }));
console.log(d.toLocaleString("en-US", { timeZone: "UTC", month: "short" }), "|", d.toLocaleDateString("en-US", { timeZone: "UTC", hour: "numeric" }), "|", d.toLocaleTimeString("en-US", { timeZone: "UTC", weekday: "short" }));
console.log(d.toLocaleString(["xx-invalid-but-ok".slice(0, 2), "de-DE"], opts));
console.log(new Date(NaN).toLocaleString("en-US"), new Date(NaN).toLocaleDateString("de-DE"));
console.log(new Date(0).toLocaleString("en-US", opts), new Date(-1).toLocaleString("en-US", opts));
