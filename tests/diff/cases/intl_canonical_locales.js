// Intl.getCanonicalLocales: case, order of extension keywords, aliases, duplicates.
const lists = [
  "EN-us",
  ["en-us", "EN-US", "de-de"],
  ["zh-hant-tw", "sr-cyrl-rs", "az-latn-az"],
  ["en-u-ca-gregory-nu-latn", "en-u-nu-latn-ca-gregory"],
  ["iw", "in", "ji", "mo"],
  ["sgn-GR", "cmn", "zh-min-nan"].filter((t) => t !== "zh-min-nan"),
  ["de-DE-u-co-phonebk", "ja-JP-u-ca-japanese-hc-h23"],
  ["en-x-private", "en-US-x-twain"],
  [],
];
for (const l of lists) console.log(JSON.stringify(Intl.getCanonicalLocales(l)));
console.log(JSON.stringify(Intl.getCanonicalLocales({ length: 2, 0: "fr-ca", 1: "FR-CA" })));
console.log(Intl.getCanonicalLocales.length, Intl.getCanonicalLocales.name);
console.log(Object.prototype.toString.call(Intl));
