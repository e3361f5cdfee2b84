// Simple units in a fitness tracker: distances, durations, weights, volumes, short/long/narrow, several locales.
const u = (l, unit, unitDisplay, v) => new Intl.NumberFormat(l, { style: "unit", unit, unitDisplay }).format(v);
const units = ["kilometer", "mile", "meter", "foot", "kilogram", "pound", "liter", "hour", "minute", "second", "day", "week", "centimeter", "inch", "ounce", "milliliter"];
for (const unitDisplay of ["short", "long", "narrow"]) {
  console.log(unitDisplay, units.map((unit) => u("en-US", unit, unitDisplay, 1) + "/" + u("en-US", unit, unitDisplay, 2.5)).join(" | "));
}
for (const l of ["de-DE", "fr-FR", "ja-JP", "es-ES", "ru-RU"]) {
  console.log(l, ["kilometer", "hour", "kilogram", "liter"].map((unit) => u(l, unit, "long", 3) + "/" + u(l, unit, "short", 1)).join(" | "));
}
console.log(u("ru-RU", "kilometer", "long", 1), u("ru-RU", "kilometer", "long", 2), u("ru-RU", "kilometer", "long", 5), u("ru-RU", "kilometer", "long", 21));
console.log(u("pl-PL", "minute", "long", 1), u("pl-PL", "minute", "long", 3), u("pl-PL", "minute", "long", 12), u("pl-PL", "minute", "long", 1.5));
console.log(JSON.stringify(new Intl.NumberFormat("en-US", { style: "unit", unit: "kilometer", unitDisplay: "long" }).formatToParts(12.5)));
console.log(JSON.stringify(new Intl.NumberFormat("de-DE", { style: "unit", unit: "kilogram" }).formatToParts(-1234.5)));
console.log(new Intl.NumberFormat("en-US", { style: "unit", unit: "mile", maximumFractionDigits: 1 }).format(26.2188));
console.log((42195).toLocaleString("en-US", { style: "unit", unit: "meter", unitDisplay: "long" }));
const ro = new Intl.NumberFormat("en", { style: "unit", unit: "liter" }).resolvedOptions();
console.log(ro.style, ro.unit, ro.unitDisplay, ro.maximumFractionDigits, Object.keys(ro).sort().join(","));
