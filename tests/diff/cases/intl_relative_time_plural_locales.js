// RelativeTimeFormat plural agreement in Slavic/Semitic/Celtic locales and numeric auto phrases (yesterday, last week) per language.
const vals = [-21, -5, -2, -1, 1, 2, 3, 5, 11, 22];
for (const l of ["ru", "uk", "pl", "cs", "sk", "hr", "sl", "lt", "he", "cy", "ga", "ro"]) {
  const rtf = new Intl.RelativeTimeFormat(l);
  console.log(l, vals.map((v) => rtf.format(v, "day")).join(" | "));
}
for (const l of ["en", "de", "fr", "es", "it", "pt", "nl", "ru", "pl", "ja", "zh", "ko", "tr", "sv"]) {
  const rtf = new Intl.RelativeTimeFormat(l, { numeric: "auto" });
  console.log(l, [[-2, "day"], [-1, "day"], [0, "day"], [1, "day"], [2, "day"], [-1, "week"], [1, "month"], [0, "year"], [0, "second"], [-1, "hour"]].map(([v, u]) => rtf.format(v, u)).join(" | "));
}
for (const l of ["en", "de", "ru"]) {
  const rtf = new Intl.RelativeTimeFormat(l, { style: "short" });
  console.log(l, "short", ["second", "minute", "hour", "day", "week", "month", "quarter", "year"].map((u) => rtf.format(-3, u)).join(" | "));
}
