// Percentages in reports: growth rates with signDisplay, fraction digits, several locales, formatToParts.
const rates = [0.1234, -0.056, 0, 1.5, 0.0005, -0.0049];
const pct = (l, o = {}) => new Intl.NumberFormat(l, { style: "percent", ...o });
console.log(rates.map((r) => pct("en-US").format(r)).join(" | "));
console.log(rates.map((r) => pct("en-US", { maximumFractionDigits: 1 }).format(r)).join(" | "));
console.log(rates.map((r) => pct("en-US", { signDisplay: "exceptZero", minimumFractionDigits: 1 }).format(r)).join(" | "));
console.log(rates.map((r) => pct("en-US", { signDisplay: "negative", maximumFractionDigits: 2 }).format(r)).join(" | "));
for (const l of ["de-DE", "fr-FR", "tr-TR", "ar-EG", "hi-IN", "sv-SE", "he-IL", "ja-JP", "es-ES", "da-DK"]) {
  console.log(l, pct(l, { maximumFractionDigits: 1 }).format(0.4567), pct(l).format(-0.25));
}
console.log(JSON.stringify(pct("fr-FR", { minimumFractionDigits: 2 }).formatToParts(-0.1234)));
console.log(JSON.stringify(pct("tr-TR").formatToParts(0.5)));
console.log((0.256).toLocaleString("en-US", { style: "percent" }), (0.256).toLocaleString("de-AT", { style: "percent", minimumFractionDigits: 1 }));
console.log(pct("en-US", { maximumSignificantDigits: 2 }).format(0.12345), pct("en-US").format(12.3456));
const ro = pct("en-US").resolvedOptions();
console.log(ro.style, ro.minimumFractionDigits, ro.maximumFractionDigits, ro.useGrouping, ro.signDisplay);
