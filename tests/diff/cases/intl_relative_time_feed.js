// RelativeTimeFormat for a feed: "x minutes ago" from fixed timestamps, numeric auto, several locales, formatToParts.
const now = Date.UTC(2024, 4, 15, 12, 0, 0);
const events = [now - 30e3, now - 5 * 60e3, now - 3 * 3600e3, now - 26 * 3600e3, now - 3 * 86400e3, now - 10 * 86400e3, now - 45 * 86400e3, now - 400 * 86400e3, now + 2 * 3600e3, now + 86400e3];
const units = [["year", 31536e6], ["month", 2592e6], ["week", 6048e5], ["day", 864e5], ["hour", 36e5], ["minute", 6e4], ["second", 1e3]];
const ago = (rtf, t) => { const diff = t - now; for (const [u, ms] of units) if (Math.abs(diff) >= ms || u === "second") return rtf.format(Math.round(diff / ms), u); };
for (const l of ["en", "de", "es", "fr", "ja", "zh", "ko", "pt", "it", "nl", "sv", "uk"]) {
  console.log(l, events.map((t) => ago(new Intl.RelativeTimeFormat(l, { numeric: "auto" }), t)).join(" | "));
}
for (const style of ["long", "short", "narrow"]) {
  const rtf = new Intl.RelativeTimeFormat("en", { style, numeric: "always" });
  console.log(style, [-3, -1, 0, 1, 3].map((v) => rtf.format(v, "quarter")).join(" | "), "|", rtf.format(-2, "years"), "|", rtf.format(5, "seconds"));
}
const auto = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
console.log(["day", "week", "month", "year", "quarter", "hour", "minute", "second"].map((u) => [-1, 0, 1].map((v) => auto.format(v, u)).join("/")).join(" | "));
console.log(JSON.stringify(auto.formatToParts(-1, "day")), JSON.stringify(auto.formatToParts(-1234.5, "hour")));
console.log(JSON.stringify(new Intl.RelativeTimeFormat("de", { numeric: "auto" }).formatToParts(2, "day")));
console.log(JSON.stringify(new Intl.RelativeTimeFormat("es", { style: "short" }).resolvedOptions()));
