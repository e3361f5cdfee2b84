// Compact notation in more locales (Indian lakh/crore, East Asian myriads, long forms with plural agreement) and rounding.
const vals = [1000, 1500, 12345, 100000, 1234567, 10000000, 123456789, 1e10, 1e12, 1e15];
for (const l of ["en-IN", "hi-IN", "ja-JP", "zh-TW", "ko-KR", "th-TH", "id-ID", "vi-VN", "tr-TR", "pl-PL", "nl-NL", "sv-SE"]) {
  console.log(l, "short", vals.map((v) => new Intl.NumberFormat(l, { notation: "compact" }).format(v)).join(" | "));
}
for (const l of ["en-IN", "ru-RU", "pl-PL", "cs-CZ", "ar-EG-u-nu-latn", "it-IT", "pt-PT", "nl-NL"]) {
  console.log(l, "long", vals.slice(0, 8).map((v) => new Intl.NumberFormat(l, { notation: "compact", compactDisplay: "long" }).format(v)).join(" | "));
}
const c = (o, v) => new Intl.NumberFormat("en-US", { notation: "compact", ...o }).format(v);
console.log(c({}, 999.9), c({}, 999999), c({}, 9999999), c({ maximumFractionDigits: 0 }, 1500), c({ roundingMode: "floor" }, 1990), c({ maximumSignificantDigits: 1 }, 1990));
console.log(c({ signDisplay: "always" }, 1500), c({ signDisplay: "always" }, -1500), c({ minimumIntegerDigits: 3 }, 1500), c({ useGrouping: false }, 1.5e18));
