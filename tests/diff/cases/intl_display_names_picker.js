// DisplayNames for a settings page: language, region, script, currency, calendar and dateTimeField names, fallback options.
const dn = (l, o) => new Intl.DisplayNames(l, o);
for (const l of ["en", "de", "fr", "es", "ja", "zh-Hans", "pt-BR", "ru", "ar", "ko"]) {
  const lang = dn(l, { type: "language" });
  const reg = dn(l, { type: "region" });
  console.log(l, "|", ["en", "de", "ja", "pt-BR", "zh-Hant"].map((c) => lang.of(c)).join(", "), "|", ["DE", "FR", "CN", "BR", "IN", "EG"].map((c) => reg.of(c)).join(", "));
}
for (const l of ["en", "de", "fr", "es", "ja"]) {
  console.log(l, ["USD", "EUR", "GBP", "JPY", "INR"].map((c) => dn(l, { type: "currency" }).of(c)).join(", "), "|", ["Latn", "Cyrl", "Grek", "Hant"].map((c) => dn(l, { type: "script" }).of(c)).join(", "));
}
for (const l of ["en", "de", "fr", "es"]) {
  console.log(l, ["gregory", "chinese", "hebrew", "islamic", "japanese", "buddhist"].map((c) => dn(l, { type: "calendar" }).of(c)).join(", "));
}
for (const style of ["long", "short", "narrow"]) {
  console.log(style, ["era", "year", "quarter", "month", "weekOfYear", "weekday", "day", "dayPeriod", "hour", "minute", "second", "timeZoneName"].map((f) => dn("en", { type: "dateTimeField", style }).of(f)).join(", "));
}
console.log(["year", "month", "day"].map((f) => dn("de", { type: "dateTimeField" }).of(f)).join(", "), "|", ["year", "month", "day"].map((f) => dn("ja", { type: "dateTimeField" }).of(f)).join(", "));
console.log(dn("en", { type: "region", fallback: "code" }).of("XA"), dn("en", { type: "region", fallback: "none" }).of("XA"), dn("en", { type: "currency", fallback: "none" }).of("ABC"), dn("en", { type: "currency" }).of("ABC"));
console.log(dn("en", { type: "language", fallback: "none" }).of("zxx"), dn("en", { type: "language", fallback: "code" }).of("qaa"), dn("en", { type: "script", fallback: "none" }).of("Qaaa"));
console.log(dn("en", { type: "language", languageDisplay: "standard" }).of("en-GB"), "|", dn("en", { type: "language", languageDisplay: "dialect" }).of("en-GB"), "|", dn("en", { type: "language" }).of("es-MX"), "|", dn("en", { type: "language", languageDisplay: "standard" }).of("es-MX"));
console.log(dn("en", { type: "language" }).of("zh-Hans-CN"), "|", dn("en", { type: "language" }).of("sr-Latn-RS"), "|", dn("fr", { type: "language" }).of("en-US"));
