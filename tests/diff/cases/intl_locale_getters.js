// Intl.Locale: the getters on tags with and without -u- keywords, and options that
// replace subtags and keywords.
const tags = [
  "en",
  "en-US",
  "zh-Hant-TW",
  "de-DE-u-co-phonebk-ca-gregory",
  "ja-JP-u-ca-japanese-hc-h12-nu-jpan",
  "en-u-kn-kf-upper",
  "en-u-kn-false",
  "sl-rozaj-biske-1994",
];
const show = (l) =>
  [l.toString(), l.baseName, l.language, l.script, l.region, l.calendar, l.collation,
   l.hourCycle, l.caseFirst, l.numeric, l.numberingSystem].map(String).join(" | ");
for (const t of tags) console.log(show(new Intl.Locale(t)));
console.log(show(new Intl.Locale("en", { region: "GB", script: "Latn", calendar: "buddhist" })));
console.log(show(new Intl.Locale("en-US-u-ca-gregory", { calendar: "islamic", numeric: true })));
console.log(show(new Intl.Locale("fr", { hourCycle: "h23", caseFirst: "lower", numberingSystem: "arab" })));
console.log(show(new Intl.Locale(new Intl.Locale("pt-BR"), { language: "es" })));
console.log(String(new Intl.Locale("en")), JSON.stringify(new Intl.Locale("en-GB")));
console.log(Object.prototype.toString.call(new Intl.Locale("en")));
