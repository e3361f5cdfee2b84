// Bad input to Intl.NumberFormat: bad options are RangeErrors, a missing currency or
// unit a TypeError, methods on other objects TypeErrors, NaN in a range a RangeError.
const attempts = [
  () => new Intl.NumberFormat("en", { style: "money" }),
  () => new Intl.NumberFormat("en", { style: "currency" }),
  () => new Intl.NumberFormat("en", { style: "currency", currency: "US" }),
  () => new Intl.NumberFormat("en", { style: "currency", currency: "USD", currencyDisplay: "long" }),
  () => new Intl.NumberFormat("en", { style: "unit" }),
  () => new Intl.NumberFormat("en", { style: "unit", unit: "furlong" }),
  () => new Intl.NumberFormat("en", { style: "unit", unit: "meter-per-furlong" }),
  () => new Intl.NumberFormat("en", { notation: "fancy" }),
  () => new Intl.NumberFormat("en", { maximumFractionDigits: 101 }),
  () => new Intl.NumberFormat("en", { minimumFractionDigits: 3, maximumFractionDigits: 1 }),
  () => new Intl.NumberFormat("en", { maximumSignificantDigits: 0 }),
  () => new Intl.NumberFormat("en", { minimumIntegerDigits: 22 }),
  () => new Intl.NumberFormat("en", { roundingIncrement: 3 }),
  () => new Intl.NumberFormat("en", { roundingIncrement: 5 }),
  () => new Intl.NumberFormat("en", { roundingMode: "up" }),
  () => new Intl.NumberFormat("en", { useGrouping: "sometimes" }),
  () => new Intl.NumberFormat("en", { signDisplay: "maybe" }),
  () => new Intl.NumberFormat("en", { numberingSystem: "latn!" }),
  () => new Intl.NumberFormat("en", { maximumFractionDigits: 1e9 }),
  () => new Intl.NumberFormat("i-klingon"),
  () => Intl.NumberFormat.prototype.formatToParts.call({}, 1),
  () => Intl.NumberFormat.prototype.resolvedOptions.call(new Intl.Collator()),
  () => Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, "format").get.call({}),
  () => new Intl.NumberFormat().formatRange(1),
  () => new Intl.NumberFormat().formatRange(NaN, 1),
  () => new Intl.NumberFormat().format(Symbol()),
  () => (5).toLocaleString("en", { style: "currency" }),
  () => (5n).toLocaleString("en", { style: "percent", maximumFractionDigits: -1 }),
];
for (const f of attempts) {
  try {
    console.log("ok", typeof f());
  } catch (e) {
    console.log(e.constructor.name);
  }
}
const nf = Intl.NumberFormat("en");
console.log(nf instanceof Intl.NumberFormat, typeof nf.format, nf.format === nf.format, nf.format.name, nf.format.length);
console.log([1, 22, 333].map(new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1 }).format).join(" "));
console.log(Object.prototype.toString.call(nf), Intl.NumberFormat.length, Intl.NumberFormat.supportedLocalesOf(["de-DE", "zz", "ja"]));
