// Time zone names in several locales (long, short, generic, offset) as an itinerary shows them, summer and winter.
const winter = Date.UTC(2024, 0, 15, 12), summer = Date.UTC(2024, 6, 15, 12);
const tzs = ["America/New_York", "America/Los_Angeles", "Europe/Paris", "Europe/London", "Asia/Tokyo", "Australia/Sydney"];
for (const l of ["en-US", "de-DE", "fr-FR", "es-ES", "ja-JP"]) {
  for (const timeZoneName of ["long", "longGeneric", "shortOffset"]) {
    console.log(l, timeZoneName, tzs.map((tz) => new Intl.DateTimeFormat(l, { timeZone: tz, timeZoneName }).formatToParts(winter).find((p) => p.type === "timeZoneName").value).join(" | "));
  }
}
console.log(tzs.map((tz) => new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: "long" }).formatToParts(summer).find((p) => p.type === "timeZoneName").value).join(" | "));
console.log(tzs.map((tz) => new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: "short" }).formatToParts(summer).find((p) => p.type === "timeZoneName").value).join(" | "));
console.log(tzs.map((tz) => new Intl.DateTimeFormat("en-GB", { timeZone: tz, timeZoneName: "short" }).formatToParts(summer).find((p) => p.type === "timeZoneName").value).join(" | "));
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", timeZoneName: "long" }).format(winter), "|", new Intl.DateTimeFormat("de-DE", { timeZone: "UTC", timeZoneName: "short" }).format(winter));
