// Intl.Locale maximize and minimize (CLDR's likely subtags).
const tags = ["en", "en-US", "zh", "zh-TW", "zh-Hant", "sr", "sr-ME", "und", "und-AT",
  "und-Thai", "ar", "ja-Kana", "pt", "pt-PT", "es-419", "en-Latn-US", "de-Latn-DE-u-co-phonebk",
  "ru-Cyrl-RU", "hi"];
for (const t of tags) {
  const l = new Intl.Locale(t);
  console.log(t.padEnd(24), l.maximize().toString().padEnd(28), l.minimize().toString());
}
