// Intl.NumberFormat with style "currency": en-US, de-DE and ja-JP, every currencyDisplay,
// accounting signs, the currencies' own fraction digits, and formatToParts.
const values = [0, 1, -1, 1234.5, -1234.567, 1e6, 0.005];
const show = (nf) => values.map((v) => nf.format(v)).join(" | ");
for (const locale of ["en-US", "de-DE", "ja-JP"]) {
  for (const currency of ["USD", "EUR", "JPY", "GBP", "CHF", "KWD"]) {
    console.log(locale, currency, show(new Intl.NumberFormat(locale, { style: "currency", currency })));
  }
  for (const currencyDisplay of ["code", "symbol", "narrowSymbol", "name"]) {
    const nf = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", currencyDisplay });
    console.log(locale, currencyDisplay, show(nf));
  }
  const acc = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", currencySign: "accounting" });
  console.log(locale, "accounting", show(acc));
}
const parts = (nf, v) => nf.formatToParts(v).map((p) => `${p.type}:${JSON.stringify(p.value)}`).join(" ");
console.log(parts(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }), -1234.5));
console.log(parts(new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }), 1234567.891));
console.log(parts(new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" }), 98765));
console.log(parts(new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR", currencyDisplay: "name" }), 2));
console.log(parts(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", currencySign: "accounting" }), -5));
console.log(new Intl.NumberFormat("en-US", { style: "currency", currency: "usd" }).resolvedOptions().currency);
console.log((1234.5).toLocaleString("de-DE", { style: "currency", currency: "EUR" }));
console.log((1234.5).toLocaleString("ja-JP", { style: "currency", currency: "JPY" }));
console.log((12345678901234567890n).toLocaleString("en-US", { style: "currency", currency: "USD" }));
