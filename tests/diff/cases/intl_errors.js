// Bad input to Intl: invalid tags are RangeErrors, bad types TypeErrors, bad options RangeErrors.
const attempts = [
  () => Intl.getCanonicalLocales("en_US"),
  () => Intl.getCanonicalLocales(""),
  () => Intl.getCanonicalLocales("de-gregory-gregory"),
  () => Intl.getCanonicalLocales("en-u-ca-gregory-u-nu-latn"),
  () => Intl.getCanonicalLocales([null]),
  () => Intl.getCanonicalLocales([5]),
  () => Intl.getCanonicalLocales(null),
  () => new Intl.Locale(),
  () => new Intl.Locale(5),
  () => new Intl.Locale("x-private"),
  () => new Intl.Locale("en", { region: "USA" }),
  () => new Intl.Locale("en", { script: "Latin" }),
  () => new Intl.Locale("en", { language: "e" }),
  () => new Intl.Locale("en", { calendar: "gr" }),
  () => new Intl.Locale("en", { hourCycle: "h25" }),
  () => new Intl.Locale("en", { caseFirst: "true" }),
  () => Intl.Locale("en"),
  () => new Intl.Collator("en", { usage: "find" }),
  () => new Intl.Collator("en", { sensitivity: "none" }),
  () => new Intl.Collator("en", { localeMatcher: "fast" }),
  () => new Intl.Collator("i-klingon"),
  () => Intl.Collator.prototype.resolvedOptions.call({}),
  () => Object.getOwnPropertyDescriptor(Intl.Collator.prototype, "compare").get.call({}),
  () => Intl.Locale.prototype.maximize.call("en"),
  () => "a".localeCompare("b", "en-"),
];
for (const f of attempts) {
  try {
    console.log("no error:", f());
  } catch (e) {
    console.log(e.constructor.name);
  }
}
