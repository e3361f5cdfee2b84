// Intl.supportedValuesOf: every key gives a sorted list without duplicates; the units
// are the spec's sanctioned list; an unknown key is a RangeError.
for (const key of ["calendar", "collation", "currency", "numberingSystem", "timeZone", "unit"]) {
  const list = Intl.supportedValuesOf(key);
  const sorted = [...list].sort();
  console.log(key, Array.isArray(list), list.every((x, i) => x === sorted[i]), new Set(list).size === list.length, list !== Intl.supportedValuesOf(key));
}
console.log(Intl.supportedValuesOf("unit").join(","));
console.log(Intl.supportedValuesOf("numberingSystem").join(","));
const has = (key, values) => values.map((v) => v + ":" + Intl.supportedValuesOf(key).includes(v)).join(" ");
console.log(has("calendar", ["gregory", "iso8601", "hebrew", "japanese", "islamic-umalqura", "chinese", "foo"]));
console.log(has("collation", ["phonebk", "pinyin", "stroke", "trad", "emoji", "standard", "search"]));
console.log(has("currency", ["USD", "EUR", "JPY", "GBP", "CHF", "usd", "ABC"]));
console.log(has("timeZone", ["America/New_York", "Europe/Paris", "Asia/Tokyo", "Australia/Sydney", "Etc/UTC", "US/Eastern"]));
for (const key of ["calendars", "Calendar", "", undefined, "locale"]) {
  try { Intl.supportedValuesOf(key); console.log("no error"); } catch (e) { console.log(e.constructor.name); }
}
console.log(Intl.supportedValuesOf.length, Intl.supportedValuesOf.name, typeof Intl.supportedValuesOf({ toString: () => "unit" }));
