// DisplayNames for country pickers: many regions and currencies in several locales, sorted with a Collator, with fallback.
const codes = ["US", "GB", "DE", "FR", "JP", "CN", "IN", "BR", "MX", "ZA", "EG", "CH", "AT", "SE", "KR", "419", "150", "001"];
for (const l of ["en", "de", "fr", "es", "it", "pt", "ja", "zh", "ru", "nl"]) {
  const dn = new Intl.DisplayNames(l, { type: "region" });
  const names = codes.map((c) => dn.of(c)).sort(new Intl.Collator(l).compare);
  console.log(l, names.join(", "));
}
const cur = ["USD", "EUR", "GBP", "JPY", "CNY", "INR", "BRL", "CHF", "SEK", "KRW"];
for (const l of ["en", "de", "fr", "es", "ja"]) console.log(l, cur.map((c) => new Intl.DisplayNames(l, { type: "currency" }).of(c)).join(", "));
console.log(["en", "fr", "de", "es", "ja", "zh", "ar", "hi", "ru", "pt"].map((c) => new Intl.DisplayNames(c, { type: "language" }).of(c)).join(", "));
console.log(new Intl.DisplayNames(["xx", "de"], { type: "region" }).of("US"), new Intl.DisplayNames("en", { type: "region" }).of("XK"), new Intl.DisplayNames("en", { type: "region", fallback: "code" }).of("QO"));
console.log(JSON.stringify(new Intl.DisplayNames("de-AT", { type: "region", style: "short" }).resolvedOptions()));
console.log(new Intl.DisplayNames("en", { type: "script" }).of("Arab"), new Intl.DisplayNames("es", { type: "script" }).of("Hans"), new Intl.DisplayNames("fr", { type: "script" }).of("Deva"));
