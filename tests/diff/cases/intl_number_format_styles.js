// Intl.NumberFormat styles and notations: decimal grouping in several locales, percent,
// compact (short and long), scientific and engineering, units, signDisplay and
// useGrouping, with formatToParts for each kind of part.
const values = [0, -0, 1, -1.5, 1234.5678, 1234567.891, 0.000123, NaN, Infinity, -Infinity];
const show = (nf) => values.map((v) => nf.format(v)).join(" | ");
for (const locale of ["en-US", "de-DE", "fr-FR", "ja-JP", "en-IN", "es-ES", "pt-BR", "ko-KR"]) {
  console.log(locale, "decimal", show(new Intl.NumberFormat(locale)));
  console.log(locale, "percent", show(new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 })));
  console.log(locale, "compact", show(new Intl.NumberFormat(locale, { notation: "compact" })));
  console.log(locale, "compact long", show(new Intl.NumberFormat(locale, { notation: "compact", compactDisplay: "long" })));
}
console.log("scientific", show(new Intl.NumberFormat("en-US", { notation: "scientific" })));
console.log("engineering", show(new Intl.NumberFormat("en-US", { notation: "engineering" })));
console.log("de scientific", show(new Intl.NumberFormat("de-DE", { notation: "scientific", maximumFractionDigits: 2 })));
for (const unit of ["kilometer", "liter", "kilogram", "hour", "mile", "acre", "millisecond"]) {
  for (const unitDisplay of ["short", "narrow", "long"]) {
    const nf = new Intl.NumberFormat("en-US", { style: "unit", unit, unitDisplay });
    console.log(unit, unitDisplay, nf.format(1), nf.format(2.5), nf.format(-1000));
  }
}
console.log(new Intl.NumberFormat("de-DE", { style: "unit", unit: "kilometer", unitDisplay: "long" }).format(12));
console.log(new Intl.NumberFormat("ja-JP", { style: "unit", unit: "kilogram" }).format(3));
for (const signDisplay of ["auto", "never", "always", "exceptZero", "negative"]) {
  const nf = new Intl.NumberFormat("en-US", { signDisplay, maximumFractionDigits: 1 });
  console.log(signDisplay, [-1, -0.01, -0, 0, 0.01, 1, NaN].map((v) => nf.format(v)).join(" "));
  const cur = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", signDisplay, currencySign: "accounting" });
  console.log(signDisplay, "accounting", [-1, 0, 1].map((v) => cur.format(v)).join(" "));
}
for (const useGrouping of [true, false, "always", "auto", "min2", undefined]) {
  const nf = new Intl.NumberFormat("es-ES", { useGrouping });
  console.log(String(useGrouping), nf.format(1234), nf.format(12345), nf.resolvedOptions().useGrouping);
}
const parts = (nf, v) => nf.formatToParts(v).map((p) => `${p.type}:${JSON.stringify(p.value)}`).join(" ");
console.log(parts(new Intl.NumberFormat("en-US"), -1234567.891));
console.log(parts(new Intl.NumberFormat("en-US", { style: "percent" }), 0.256));
console.log(parts(new Intl.NumberFormat("en-US", { notation: "compact" }), 1234567));
console.log(parts(new Intl.NumberFormat("en-US", { notation: "compact", compactDisplay: "long" }), -4321));
console.log(parts(new Intl.NumberFormat("en-US", { notation: "scientific" }), 0.000123));
console.log(parts(new Intl.NumberFormat("en-US", { style: "unit", unit: "kilometer", unitDisplay: "long" }), 5));
console.log(parts(new Intl.NumberFormat("en-US", { signDisplay: "always" }), 0));
console.log(parts(new Intl.NumberFormat("en-US"), NaN), parts(new Intl.NumberFormat("en-US"), -Infinity));
console.log(new Intl.NumberFormat("ar-EG").format(1234.5), new Intl.NumberFormat("en-US-u-nu-thai").format(1234.5));
console.log(new Intl.NumberFormat("ar-EG", { numberingSystem: "latn" }).format(1234.5));
console.log(new Intl.NumberFormat("en-US", { style: "unit", unit: "percent" }).format(12), new Intl.NumberFormat("en-US", { style: "unit", unit: "percent", unitDisplay: "narrow" }).format(12));
console.log(new Intl.NumberFormat("hi-IN-u-nu-deva").format(1234567.5));
console.log(new Intl.NumberFormat("zh-CN", { notation: "compact" }).format(123456789));
console.log(new Intl.NumberFormat("ja-JP", { notation: "compact" }).format(123456789));
