// Percent formatting in Latin-digit locales: spacing rules, signs, rounding and resolved digits, in a metrics summary.
const metrics = { conversion: 0.0345, bounce: 0.6012, churn: -0.0123, uptime: 0.99995, share: 1 / 3 };
for (const l of ["en-US", "en-GB", "de-DE", "de-CH", "fr-FR", "fr-CA", "es-ES", "it-IT", "nl-NL", "pl-PL", "ru-RU", "pt-BR", "tr-TR", "sv-SE", "nb-NO", "fi-FI", "ja-JP", "zh-CN", "ko-KR"]) {
  const p = new Intl.NumberFormat(l, { style: "percent", maximumFractionDigits: 2 });
  console.log(l.padEnd(6), Object.values(metrics).map((v) => p.format(v)).join(" | "));
}
const up = new Intl.NumberFormat("en-US", { style: "percent", minimumFractionDigits: 3, maximumFractionDigits: 3 });
console.log(up.format(0.99995), up.format(0.999994), up.format(0.9999951));
const floor = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1, roundingMode: "trunc" });
console.log(floor.format(0.99999), floor.format(-0.01234), floor.format(0.5555));
console.log(new Intl.NumberFormat("en-US", { style: "percent", signDisplay: "always" }).format(0), new Intl.NumberFormat("en-US", { style: "percent", signDisplay: "exceptZero" }).format(-0.0001), new Intl.NumberFormat("en-US", { style: "percent", signDisplay: "negative" }).format(-0.0001));
console.log(JSON.stringify(new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 1 }).formatToParts(-0.1234)));
console.log(new Intl.NumberFormat("en-US", { style: "percent", notation: "compact" }).format(12345), new Intl.NumberFormat("en-US", { style: "percent", notation: "scientific" }).format(12.345));
