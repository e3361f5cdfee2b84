// NumberFormat.formatRange for price filters and estimates: currencies, compact, percent, units, approximate ranges.
const r = (l, o, a, b) => new Intl.NumberFormat(l, o).formatRange(a, b);
const usd = { style: "currency", currency: "USD" };
console.log(r("en-US", usd, 10, 20), "|", r("en-US", usd, 9.99, 10), "|", r("en-US", usd, 5, 5), "|", r("en-US", usd, -5, 5), "|", r("en-US", { ...usd, maximumFractionDigits: 0 }, 4.6, 5.4));
console.log(r("de-DE", { style: "currency", currency: "EUR" }, 10, 20), "|", r("fr-FR", { style: "currency", currency: "EUR" }, 10, 20), "|", r("en-GB", { style: "currency", currency: "GBP" }, 1000, 2500));
console.log(r("en-AU", { style: "currency", currency: "AUD" }, 1000, 2500), "|", r("en-IN", { style: "currency", currency: "INR" }, 100000, 250000));
console.log(r("en-US", { notation: "compact" }, 1000, 5000), "|", r("en-US", { notation: "compact" }, 1200000, 3400000), "|", r("en-US", { notation: "compact", style: "currency", currency: "USD" }, 1e6, 2.5e6), "|", r("en-US", { notation: "compact" }, 999, 1500));
console.log(r("en-US", { style: "percent" }, 0.1, 0.25), "|", r("de-DE", { style: "percent" }, 0.1, 0.25), "|", r("fr-FR", { style: "percent" }, 0.1, 0.25));
console.log(r("en-US", { style: "unit", unit: "kilogram" }, 2, 5), "|", r("en-US", { style: "unit", unit: "hour", unitDisplay: "long" }, 1, 3), "|", r("de-DE", { style: "unit", unit: "meter", unitDisplay: "long" }, 100, 200));
console.log(r("en-US", {}, 1, 1), "|", r("en-US", { maximumFractionDigits: 0 }, 2.9, 3.1), "|", r("en-US", {}, -10, -5), "|", r("en-US", {}, 1e9, 2e9), "|", r("en-US", {}, 0, Infinity));
console.log(r("en-US", { signDisplay: "always" }, 1, 5), "|", r("en-US", { signDisplay: "exceptZero" }, 0, 5));
console.log(JSON.stringify(new Intl.NumberFormat("en-US", usd).formatRangeToParts(3, 5)));
console.log(JSON.stringify(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).formatRangeToParts(2.9, 3.1)));
console.log(new Intl.NumberFormat("en-US").formatRange(12345678901234567890n, 12345678901234567891n), "|", new Intl.NumberFormat("en-US").formatRange("1.5", "2.5"));
