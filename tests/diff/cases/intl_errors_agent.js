// Errors an agent's Intl code runs into: which calls throw, and whether it is a RangeError or a TypeError (names only).
const cases = {
  badLocale: () => new Intl.NumberFormat("en_US"),
  emptyLocale: () => new Intl.DateTimeFormat(""),
  numberLocale: () => new Intl.Collator(42),
  nullLocales: () => new Intl.NumberFormat(null),
  badCurrency: () => new Intl.NumberFormat("en", { style: "currency", currency: "US$" }),
  missingCurrency: () => new Intl.NumberFormat("en", { style: "currency" }),
  badUnit: () => new Intl.NumberFormat("en", { style: "unit", unit: "parsec" }),
  badCompound: () => new Intl.NumberFormat("en", { style: "unit", unit: "meter-per-second-per-second" }),
  fracDigits: () => new Intl.NumberFormat("en", { maximumFractionDigits: 101 }),
  sigDigits: () => new Intl.NumberFormat("en", { minimumSignificantDigits: 0 }),
  badTimeZone: () => new Intl.DateTimeFormat("en", { timeZone: "Mars/Olympus" }),
  badDateStyle: () => new Intl.DateTimeFormat("en", { dateStyle: "huge" }),
  styleAndComponent: () => new Intl.DateTimeFormat("en", { dateStyle: "short", hour: "numeric" }),
  invalidDate: () => new Intl.DateTimeFormat("en").format(NaN),
  invalidDateParts: () => new Intl.DateTimeFormat("en").formatToParts(new Date("nope")),
  rangeMissing: () => new Intl.DateTimeFormat("en").formatRange(0),
  relUnit: () => new Intl.RelativeTimeFormat("en").format(1, "fortnight"),
  relValue: () => new Intl.RelativeTimeFormat("en").format(Infinity, "day"),
  listNonString: () => new Intl.ListFormat("en").format(["a", 1]),
  pluralType: () => new Intl.PluralRules("en", { type: "cardinalish" }),
  segGranularity: () => new Intl.Segmenter("en", { granularity: "paragraph" }),
  displayNoType: () => new Intl.DisplayNames("en", {}),
  callNoNew: () => Intl.Collator.call(undefined, "en") && Intl.ListFormat("en"),
  localeCompareBad: () => "a".localeCompare("b", "x-bad-"),
  toLocaleBad: () => (5).toLocaleString("en", { style: "percent", maximumFractionDigits: -1 }),
  bigintBad: () => (5n).toLocaleString("en", { style: "currency" }),
  supportedValues: () => Intl.supportedValuesOf("colour"),
  localeBad: () => new Intl.Locale("en", { region: "USA1" }),
};
for (const [name, fn] of Object.entries(cases)) {
  try { const r = fn(); console.log(name, "ok", typeof r); } catch (e) { console.log(name, e.name, e instanceof RangeError); }
}
