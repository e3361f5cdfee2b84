// Intl.RelativeTimeFormat: every unit (singular and plural) in each style with numeric
// "always" and "auto", in several languages and numbering systems, formatToParts (the
// number's parts carry the unit), resolvedOptions and the errors.
const values = [-1000, -2, -1, -0, 0, 1, 2, 1.5, 0.25, 21, 1234.5678];
for (const locale of ["en", "de", "fr", "pl", "ru", "ar", "ja", "es", "hi"]) {
  for (const style of ["long", "short", "narrow"]) {
    for (const numeric of ["always", "auto"]) {
      const rtf = new Intl.RelativeTimeFormat(locale, { style, numeric });
      for (const unit of ["second", "minute", "hour", "day", "week", "month", "quarter", "year"]) {
        console.log(locale, style, numeric, unit, values.map((v) => rtf.format(v, unit)).join(" | "));
      }
    }
  }
}
const en = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
console.log(en.format(-1, "days"), "|", en.format("2", "weeks"), "|", en.format(1e21, "years"));
console.log(JSON.stringify(new Intl.RelativeTimeFormat("en").formatToParts(-1234.5, "month")));
console.log(JSON.stringify(en.formatToParts(0, "day")));
console.log(JSON.stringify(new Intl.RelativeTimeFormat("de", { style: "short" }).formatToParts(3, "hours")));
for (const locale of ["ar-EG", "hi-u-nu-deva", "zh-u-nu-hanidec"]) {
  const rtf = new Intl.RelativeTimeFormat(locale);
  console.log(locale, rtf.format(1234, "day"), JSON.stringify(rtf.resolvedOptions()));
}
console.log(JSON.stringify(new Intl.RelativeTimeFormat("en", { numberingSystem: "thai" }).resolvedOptions()));
console.log(JSON.stringify(new Intl.RelativeTimeFormat().resolvedOptions()));
console.log(Intl.RelativeTimeFormat.supportedLocalesOf(["fr-CA", "zz", "ja"]).join());
for (const [v, u] of [[NaN, "day"], [Infinity, "day"], [1, "decade"], [1, "millisecond"], [1, "Day"], [1, "dayss"]]) {
  try { en.format(v, u); console.log("no error"); } catch (e) { console.log(e.constructor.name); }
}
for (const bad of [{ style: "tiny" }, { numeric: "never" }, { numberingSystem: "a" }, { localeMatcher: "x" }]) {
  try { new Intl.RelativeTimeFormat("en", bad); console.log("no error"); } catch (e) { console.log(e.constructor.name); }
}
try { Intl.RelativeTimeFormat(); } catch (e) { console.log(e.constructor.name); }
try { Intl.RelativeTimeFormat.prototype.format.call({}, 1, "day"); } catch (e) { console.log(e.constructor.name); }
console.log(Object.prototype.toString.call(en), Intl.RelativeTimeFormat.length, Intl.RelativeTimeFormat.prototype.format.length);
