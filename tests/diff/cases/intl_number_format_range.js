// Intl.NumberFormat formatRange and formatRangeToParts: equal ends (approximately),
// collapsed currency and unit affixes, signs, compact and percent ranges.
const range = (locale, o, a, b) => {
  const nf = new Intl.NumberFormat(locale, o);
  const parts = nf.formatRangeToParts(a, b).map((p) => `${p.type}:${JSON.stringify(p.value)}:${p.source}`).join(" ");
  console.log(locale, JSON.stringify(o), a, b, JSON.stringify(nf.formatRange(a, b)), parts);
};
range("en-US", {}, 3, 5);
range("en-US", {}, 3, 3);
range("en-US", {}, -3, -3);
range("en-US", {}, -5, -3);
range("en-US", { maximumFractionDigits: 0 }, 2.9, 3.1);
range("en-US", { style: "currency", currency: "USD" }, 3, 5);
range("en-US", { style: "currency", currency: "USD" }, 3, 3);
range("en-US", { style: "currency", currency: "USD" }, -3, 5);
range("de-DE", { style: "currency", currency: "EUR" }, 3, 5);
range("de-DE", { style: "currency", currency: "EUR" }, -3, 5);
range("en-US", { style: "percent" }, 0.03, 0.05);
range("en-US", { notation: "compact" }, 3000, 5000);
range("en-US", { style: "unit", unit: "kilometer" }, 3, 5);
range("en-US", { style: "unit", unit: "kilometer", unitDisplay: "long" }, 1, 5);
range("en-US", {}, 1e21, 3e21);
range("en-US", { signDisplay: "always" }, 3, 3);
range("en-US", {}, 5, 3);
range("en-US", {}, "1", 12345678901234567890n);
