// Number and BigInt toLocaleString with locales and options: big ledgers, grouping styles, signs, Indian grouping.
const big = [0n, 7n, -42n, 1234567n, 9007199254740993n, -123456789012345678901234567890n];
for (const l of ["en-US", "de-DE", "fr-FR", "en-IN", "hi-IN", "ja-JP", "es-ES", "pt-BR", "ru-RU", "it-IT"]) {
  console.log(l, big.map((b) => b.toLocaleString(l)).join(" | "));
}
console.log(big.map((b) => b.toLocaleString("en-US", { notation: "compact" })).join(" | "));
console.log(big.map((b) => b.toLocaleString("en-US", { notation: "scientific", maximumFractionDigits: 3 })).join(" | "));
console.log(big.map((b) => b.toLocaleString("en-US", { style: "currency", currency: "EUR" })).join(" | "));
console.log(big.map((b) => b.toLocaleString("en-US", { signDisplay: "always", useGrouping: false })).join(" | "));
console.log((12345.678).toLocaleString(), (12345.678).toLocaleString("en-US", { useGrouping: "min2" }), (1234.5).toLocaleString("es-ES"), (12345.5).toLocaleString("es-ES"), (1234.5).toLocaleString("pl-PL"));
console.log((1e21).toLocaleString("en-US"), (1.5e-7).toLocaleString("en-US"), (0.1 + 0.2).toLocaleString("en-US", { maximumFractionDigits: 20 }), (-0).toLocaleString("en-US"), (NaN).toLocaleString("de-DE"), (-Infinity).toLocaleString("fr-FR"));
console.log((123.456).toLocaleString("en-US", { minimumIntegerDigits: 5 }), (5).toLocaleString("en-US", { minimumFractionDigits: 3 }), (0.000012345).toLocaleString("en-US", { maximumSignificantDigits: 2 }));
console.log(Number.prototype.toLocaleString.call(1234.5, "de-CH"), BigInt.prototype.toLocaleString.call(1234567n, "de-AT"));
console.log((1234567.891).toLocaleString("en-US", { useGrouping: "always" }), (1234).toLocaleString("en-US", { useGrouping: false }), (1234567.891).toLocaleString("zh-CN", { notation: "compact" }), (1234567.891).toLocaleString("th-TH"));
