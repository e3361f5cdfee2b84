// RelativeTimeFormat formatToParts for highlighting numbers in "in 3 days" strings, in several locales and numbering systems.
const show = (l, o, v, u) => new Intl.RelativeTimeFormat(l, o).formatToParts(v, u).map((p) => p.type === "literal" ? `[${p.value}]` : `<${p.unit}:${p.value}>`).join("");
for (const l of ["en", "de", "fr", "es", "it", "ja", "zh-TW", "ru", "pl", "tr", "nl", "sv"]) {
  console.log(l, show(l, {}, 3, "day"), show(l, {}, -1, "hour"), show(l, { numeric: "auto" }, -1, "day"), show(l, { numeric: "auto" }, 0, "year"), show(l, { style: "short" }, -12345.6, "minute"));
}
console.log(show("ar-EG", {}, 5, "week"), "|", show("hi-IN-u-nu-deva", {}, 25, "second"), "|", show("en-u-nu-fullwide", {}, 42, "month"));
const rtf = new Intl.RelativeTimeFormat("en", { style: "narrow" });
console.log(rtf.format(-5, "minutes"), "|", rtf.format(5, "minute"), "|", rtf.format(-0, "day"), "|", rtf.format(0, "day"), "|", rtf.format(1e6, "year"));
const ro = new Intl.RelativeTimeFormat("de-AT-u-nu-latn", { numeric: "auto", style: "narrow" }).resolvedOptions();
console.log(ro.locale, ro.style, ro.numeric, ro.numberingSystem);
console.log(JSON.stringify(new Intl.RelativeTimeFormat("en").formatToParts(1.25, "quarter")));
