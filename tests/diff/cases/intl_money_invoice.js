// An invoice in several currencies and locales: line totals, tax, accounting negatives, currencyDisplay.
const lines = [
  { item: "Widget", qty: 3, price: 19.99 },
  { item: "Gadget", qty: 1, price: 249.5 },
  { item: "Refund", qty: 1, price: -42.1 },
];
const total = lines.reduce((s, l) => s + l.qty * l.price, 0);
const setups = [
  ["en-US", "USD"], ["en-GB", "GBP"], ["de-DE", "EUR"], ["fr-FR", "EUR"], ["ja-JP", "JPY"],
  ["en-IN", "INR"], ["es-MX", "MXN"], ["de-CH", "CHF"], ["nl-NL", "EUR"], ["sv-SE", "SEK"],
];
for (const [locale, currency] of setups) {
  const money = new Intl.NumberFormat(locale, { style: "currency", currency });
  console.log(locale, lines.map((l) => money.format(l.qty * l.price)).join(" ; "), "=", money.format(total));
}
for (const currencyDisplay of ["symbol", "narrowSymbol", "code", "name"]) {
  const f = new Intl.NumberFormat("en-CA", { style: "currency", currency: "USD", currencyDisplay });
  console.log(currencyDisplay, f.format(1234.56), f.format(-0.5));
}
const acc = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", currencySign: "accounting" });
console.log(acc.format(-1234.5), acc.format(1234.5), acc.format(-0), acc.format(0));
const accDe = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", currencySign: "accounting" });
console.log(accDe.format(-1234.5), accDe.format(1234.5));
const accJa = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY", currencySign: "accounting" });
console.log(accJa.format(-98765), accJa.format(98765));
const sign = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR", signDisplay: "always" });
console.log(sign.format(5), sign.format(-5), sign.format(0));
const ex = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", signDisplay: "exceptZero", currencySign: "accounting" });
console.log(ex.format(5), ex.format(-5), ex.format(0));
console.log(JSON.stringify(new Intl.NumberFormat("fr-CH", { style: "currency", currency: "CHF" }).formatToParts(-1234567.891)));
console.log(JSON.stringify(new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", currencyDisplay: "code" }).formatToParts(12345678.9)));
