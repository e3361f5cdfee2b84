// expected: by hand. Known gaps of Intl.NumberFormat on ICU4X 2.4 / icu_experimental
// 0.7, whose data lacks what node's ICU uses here; the expected output is Cairn's,
// and each line's comment gives node 20's. resolvedOptions follows the spec's table
// (test262 checks it), where node puts roundingMode before roundingIncrement and
// trailingZeroDisplay before roundingPriority.
const nf = (l, o) => new Intl.NumberFormat(l, o);
// CLDR's precomposed compound units: node "50 km/h", "50 kilometers per hour".
console.log(nf("en-US", { style: "unit", unit: "kilometer-per-hour" }).format(50));
console.log(nf("en-US", { style: "unit", unit: "kilometer-per-hour", unitDisplay: "long" }).format(50));
// Units of the digital, temperature, angle and concentration categories are written
// with their identifiers (right for "1 byte" by chance): node "20°C", "12 percent".
console.log(nf("en-US", { style: "unit", unit: "byte", unitDisplay: "long" }).format(1));
console.log(nf("en-US", { style: "unit", unit: "celsius" }).format(20));
console.log(nf("en-US", { style: "unit", unit: "percent", unitDisplay: "long" }).format(12));
// Localized exponent separators: node "1,5×10^3". (The localized NaN, node's "非數值"
// here, is CLDR's table in number_format/nan.rs.)
console.log(nf("zh-TW").format(NaN), nf("sv-SE", { notation: "scientific" }).format(1500));
// A numbering system's own symbols in another locale: node "١٬٢٣٤٫٥".
console.log(nf("en-US", { numberingSystem: "arab" }).format(1234.5));
// Range patterns: node "3～5" (ja) and "3 - 5 €" (pt-PT).
console.log(nf("ja-JP").formatRange(3, 5), nf("pt-PT", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).formatRange(3, 5));
// Key order of resolvedOptions (the spec's).
console.log(Object.keys(nf("en-US").resolvedOptions()).join(" "));
console.log(Object.keys(nf("en-US", { style: "unit", unit: "meter", notation: "compact" }).resolvedOptions()).join(" "));
