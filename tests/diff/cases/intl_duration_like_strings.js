// Building human durations ("2 hours, 5 minutes") from seconds with NumberFormat units + ListFormat, across locales and widths.
const split = (s) => [["day", Math.floor(s / 86400)], ["hour", Math.floor((s % 86400) / 3600)], ["minute", Math.floor((s % 3600) / 60)], ["second", s % 60]].filter(([, v]) => v > 0);
const human = (l, s, width) => new Intl.ListFormat(l, { type: "unit", style: width }).format(split(s).map(([unit, v]) => new Intl.NumberFormat(l, { style: "unit", unit, unitDisplay: width }).format(v)));
const secs = [45, 61, 3600, 3725, 90061, 1209600];
for (const l of ["en", "de", "fr", "es", "ja", "ru", "pl", "it", "pt", "nl"]) {
  for (const width of ["long", "short", "narrow"]) console.log(l, width, secs.map((s) => human(l, s, width)).join(" | "));
}
const clock = (s) => new Intl.NumberFormat("en", { minimumIntegerDigits: 2 }).format(Math.floor(s / 3600)) + ":" + new Intl.NumberFormat("en", { minimumIntegerDigits: 2 }).format(Math.floor((s % 3600) / 60)) + ":" + new Intl.NumberFormat("en", { minimumIntegerDigits: 2 }).format(s % 60);
console.log(secs.map(clock).join(" "));
console.log(new Intl.NumberFormat("en", { style: "unit", unit: "hour", maximumFractionDigits: 1 }).format(3725 / 3600), new Intl.NumberFormat("en", { style: "unit", unit: "minute", unitDisplay: "long", maximumFractionDigits: 2 }).format(61 / 60));
