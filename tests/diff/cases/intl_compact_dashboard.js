// Compact notation in a dashboard: followers, views and revenue in short and long forms, several locales.
const counts = [0, 999, 1000, 1234, 15300, 999999, 1500000, 2.5e9, 7.1e12, -48200];
const fmt = (l, o) => new Intl.NumberFormat(l, { notation: "compact", ...o });
for (const l of ["en-US", "de-DE", "fr-FR", "ja-JP", "zh-CN", "ko-KR", "es-ES", "pt-BR", "ru-RU", "hi-IN", "it-IT"]) {
  console.log(l, "short", counts.map((n) => fmt(l).format(n)).join(" | "));
}
for (const l of ["en-US", "de-DE", "fr-FR", "es-ES", "ja-JP"]) {
  console.log(l, "long", counts.map((n) => fmt(l, { compactDisplay: "long" }).format(n)).join(" | "));
}
console.log(fmt("en-US", { maximumFractionDigits: 2 }).format(1234567), fmt("en-US", { minimumFractionDigits: 1 }).format(2000));
console.log(fmt("en-US", { maximumSignificantDigits: 3 }).format(123456789));
console.log(fmt("en-US", { style: "currency", currency: "USD" }).format(1234567), fmt("de-DE", { style: "currency", currency: "EUR" }).format(1234567));
console.log(fmt("ja-JP", { style: "currency", currency: "JPY" }).format(123456789));
console.log(JSON.stringify(fmt("en-US").formatToParts(-1500000)));
console.log(JSON.stringify(fmt("de-DE", { compactDisplay: "long" }).formatToParts(2500000)));
console.log(JSON.stringify(fmt("ja-JP").formatToParts(123456)));
