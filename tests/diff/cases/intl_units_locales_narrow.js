// Simple units in many locales and all three widths: a weather/travel widget (distance, speed-free units, volume, duration, mass).
const units = ["kilometer", "meter", "centimeter", "liter", "milliliter", "kilogram", "gram", "hour", "minute", "second", "millisecond", "year", "month", "day"];
for (const l of ["de-DE", "fr-FR", "es-ES", "it-IT", "ja-JP", "zh-CN", "ru-RU", "pt-BR", "ko-KR", "ar-EG-u-nu-latn", "hi-IN", "tr-TR"]) {
  for (const unitDisplay of ["long", "narrow"]) {
    console.log(l, unitDisplay, units.map((unit) => new Intl.NumberFormat(l, { style: "unit", unit, unitDisplay }).format(2)).join(" | "));
  }
}
const dur = (parts, l) => new Intl.ListFormat(l, { type: "unit", style: "short" }).format(parts.map(([v, unit]) => new Intl.NumberFormat(l, { style: "unit", unit, unitDisplay: "short" }).format(v)));
console.log(dur([[1, "hour"], [25, "minute"], [7, "second"]], "en"), "|", dur([[1, "hour"], [25, "minute"]], "de"), "|", dur([[2, "day"], [3, "hour"]], "fr"));
console.log(JSON.stringify(new Intl.NumberFormat("fr-FR", { style: "unit", unit: "liter", unitDisplay: "long" }).formatToParts(1234.5)));
