// An accounting ledger: currencySign accounting with every signDisplay, in several locales, with running balances.
const entries = [1500, -320.45, -0.004, 0, -1180, 2500.5];
let bal = 0;
const balances = entries.map((e) => (bal += e));
for (const l of ["en-US", "en-GB", "en-AU", "en-CA", "nl-NL", "de-DE", "fr-FR", "ja-JP", "zh-CN", "es-MX"]) {
  const f = new Intl.NumberFormat(l, { style: "currency", currency: "USD", currencySign: "accounting" });
  console.log(l.padEnd(6), entries.map((e) => f.format(e)).join(" | "));
}
for (const signDisplay of ["auto", "always", "exceptZero", "negative", "never"]) {
  const f = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", currencySign: "accounting", signDisplay });
  console.log(signDisplay.padEnd(10), [-5, -0, 0, 5, -0.001].map((v) => f.format(v)).join(" | "));
}
const f = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR", currencySign: "accounting", currencyDisplay: "code" });
console.log(balances.map((b) => f.format(b).padStart(14)).join(""));
console.log(JSON.stringify(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", currencySign: "accounting" }).formatToParts(-1234.5)));
console.log(JSON.stringify(new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR", currencySign: "accounting" }).formatToParts(-1234.5)));
console.log(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", currencySign: "accounting", currencyDisplay: "name" }).format(-3));
console.log(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", currencySign: "accounting", notation: "compact" }).format(-1234567));
console.log(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", currencySign: "accounting" }).resolvedOptions().currencySign, new Intl.NumberFormat("en-US", { style: "decimal", currencySign: "accounting" }).format(-5));
