// Currency fraction digits and rounding: JPY/KRW/BHD/CLP defaults, overrides, trailingZeroDisplay, rounding of half cents.
const cur = (l, c, o = {}) => new Intl.NumberFormat(l, { style: "currency", currency: c, ...o });
for (const c of ["USD", "JPY", "KRW", "BHD", "KWD", "CLP", "ISK", "TND", "HUF", "CZK"]) {
  const f = cur("en-US", c);
  const ro = f.resolvedOptions();
  console.log(c, f.format(1234.5678), ro.minimumFractionDigits, ro.maximumFractionDigits);
}
console.log(cur("en-US", "USD", { maximumFractionDigits: 0 }).format(1234.5));
console.log(cur("en-US", "USD", { minimumFractionDigits: 0 }).format(1234));
console.log(cur("en-US", "USD", { trailingZeroDisplay: "stripIfInteger" }).format(1234), cur("en-US", "USD", { trailingZeroDisplay: "stripIfInteger" }).format(1234.5));
console.log(cur("en-US", "USD").format(1.005), cur("en-US", "USD").format(2.675), cur("en-US", "USD").format(0.125));
console.log(cur("en-US", "USD", { roundingMode: "floor" }).format(1.239), cur("en-US", "USD", { roundingMode: "ceil" }).format(1.231));
console.log(cur("en-US", "USD", { maximumSignificantDigits: 3 }).format(123456.789));
console.log(cur("en-US", "CHF", { roundingIncrement: 5, maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(12.33));
console.log(cur("de-CH", "CHF", { roundingIncrement: 5, maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(12.37));
console.log(cur("en-US", "USD").format("12345678901234567.891"));
console.log(cur("en-US", "USD").format(123456789012345678901234567890n));
console.log(cur("ja-JP", "USD").format(5.5), cur("ja-JP", "EUR").format(5.5), cur("ko-KR", "KRW").format(5.5));
console.log(cur("pl-PL", "PLN").format(1234.5), cur("pl-PL", "PLN").format(12345.5));
console.log(cur("es-ES", "EUR").format(1234.5), cur("es-ES", "EUR").format(12345.5));
console.log(cur("ru-RU", "RUB").format(1234567.5), cur("uk-UA", "UAH").format(99.9));
console.log(cur("pt-BR", "BRL").format(-1234.5), cur("it-IT", "EUR").format(-1234.5));
