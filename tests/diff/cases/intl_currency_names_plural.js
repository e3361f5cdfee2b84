// currencyDisplay "name" with plural forms in several languages, and currency names in sentences.
const amounts = [0, 1, 2, 5, 1.5, 21, 100, 1000000];
for (const [l, c] of [["en", "USD"], ["en", "EUR"], ["de", "EUR"], ["fr", "EUR"], ["es", "MXN"], ["ru", "RUB"], ["pl", "PLN"], ["cs", "CZK"], ["uk", "UAH"], ["ja", "JPY"], ["it", "CHF"], ["pt", "BRL"]]) {
  const f = new Intl.NumberFormat(l, { style: "currency", currency: c, currencyDisplay: "name" });
  console.log(l, c, amounts.map((a) => f.format(a)).join(" | "));
}
const f = new Intl.NumberFormat("en-US", { style: "currency", currency: "GBP", currencyDisplay: "name", maximumFractionDigits: 0 });
console.log(`You owe ${f.format(1)} and they owe ${f.format(2)}; total ${f.format(1234567)}.`);
console.log(JSON.stringify(new Intl.NumberFormat("ru", { style: "currency", currency: "RUB", currencyDisplay: "name" }).formatToParts(3.5)));
console.log(JSON.stringify(new Intl.NumberFormat("en", { style: "currency", currency: "USD", currencyDisplay: "name", notation: "compact" }).formatToParts(2500000)));
console.log(new Intl.NumberFormat("en", { style: "currency", currency: "XAU", currencyDisplay: "name" }).format(2), "|", new Intl.NumberFormat("en", { style: "currency", currency: "XXX", currencyDisplay: "name" }).format(2));
console.log(new Intl.NumberFormat("en", { style: "currency", currency: "ABC", currencyDisplay: "name" }).format(2), "|", new Intl.NumberFormat("en", { style: "currency", currency: "ABC" }).format(2));
