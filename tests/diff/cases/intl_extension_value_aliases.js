// Aliased values of -u- keywords and -t- fields become their preferred values (UTS 35),
// the NaN symbol follows the locale, and every listed time zone is one DateTimeFormat takes.
const tags = [
  "und-u-ca-islamicc", "en-u-ca-ethiopic-amete-alem", "de-u-ks-primary", "de-u-ks-tertiary",
  "en-GB-u-ms-imperial", "fr-u-kb-yes", "da-u-kn-yes-kc-yes", "en-u-kn-true",
  "und-u-tz-cnckg", "en-u-tz-eire", "en-u-tz-est", "en-u-tz-gmt0", "en-u-tz-uct",
  "en-u-tz-zulu", "ja-u-tz-japan", "en-u-tz-cathu", "en-u-tz-usnavajo", "en-u-tz-usnyc",
  "und-Latn-t-und-hani-m0-names", "en-t-iw", "ES-u-CA-ISLAMICC-TZ-EIRE",
];
for (const t of tags) console.log(t, "->", Intl.getCanonicalLocales(t)[0]);
const l = new Intl.Locale("en", { calendar: "islamicc" });
console.log(l.toString(), l.calendar);
console.log(new Intl.Locale("en-u-ca-ethiopic-amete-alem").calendar);
console.log(new Intl.DateTimeFormat("en-u-tz-eire").resolvedOptions().locale);
for (const loc of ["en", "zh-TW", "zh-HK", "zh-CN", "ru", "ar", "fi", "fa", "de"]) {
  const nf = new Intl.NumberFormat(loc);
  console.log(loc, nf.format(NaN), JSON.stringify(nf.formatToParts(NaN)));
}
console.log(new Intl.NumberFormat("zh-TW", { notation: "compact" }).format(NaN));
console.log(NaN.toLocaleString("ru"), (-NaN).toLocaleString("zh-Hant"));
const zones = Intl.supportedValuesOf("timeZone");
const rejected = zones.filter((z) => {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: z }).resolvedOptions().timeZone !== z;
  } catch {
    return true;
  }
});
console.log("zones DateTimeFormat rejects:", JSON.stringify(rejected));
