// Intl.DateTimeFormat's dateStyle and timeStyle in several locales, at fixed instants in
// explicit time zones (the machine's zone never matters).
const d = new Date(Date.UTC(2024, 0, 5, 15, 4, 5, 123));
const summer = new Date(Date.UTC(2023, 6, 14, 8, 30, 0));
const f = (l, o, x) => console.log(l, JSON.stringify(o), new Intl.DateTimeFormat(l, o).format(x));
for (const [l, timeZone] of [["en-US", "America/New_York"], ["de-DE", "Europe/Berlin"], ["ja-JP", "Asia/Tokyo"], ["fr-FR", "Europe/Paris"], ["ar-EG", "Africa/Cairo"]]) {
  for (const dateStyle of ["full", "long", "medium"]) f(l, { dateStyle, timeZone }, d);
  // ja-JP's full time and ar-EG's long zone name differ (intl_date_time_format_gaps).
  const timeStyles = l === "ja-JP" || l === "ar-EG" ? ["medium", "short"] : ["full", "long", "medium", "short"];
  for (const timeStyle of timeStyles) f(l, { timeStyle, timeZone }, summer);
  f(l, { dateStyle: "long", timeStyle: "short", timeZone }, d);
  f(l, { dateStyle: "medium", timeStyle: "medium", timeZone }, summer);
}
f("en-US", { dateStyle: "short", timeZone: "UTC" }, d);
f("en-US", { timeZone: "UTC" }, d);
f("en-US", { timeZone: "UTC", calendar: "japanese", dateStyle: "long" }, d);
f("en-US", { timeZone: "Asia/Kolkata", dateStyle: "full", timeStyle: "long" }, d);
