// A meeting invite shown in several time zones and locales: dateStyle/timeStyle, timeZoneName variants.
const meeting = Date.UTC(2024, 2, 31, 14, 30);
const zones = ["America/Los_Angeles", "America/New_York", "Europe/London", "Europe/Berlin", "Asia/Kolkata", "Asia/Tokyo", "Australia/Sydney", "Pacific/Auckland"];
for (const timeZone of zones) {
  const f = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });
  console.log(timeZone.padEnd(20), f.format(meeting));
}
for (const timeZoneName of ["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"]) {
  const f = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit", timeZoneName });
  console.log(timeZoneName, "|", f.format(meeting), "|", f.format(Date.UTC(2024, 0, 15, 14, 30)));
}
for (const timeZoneName of ["shortOffset", "longOffset"]) {
  for (const timeZone of ["Asia/Kolkata", "Asia/Kathmandu", "UTC", "America/St_Johns"]) {
    console.log(timeZoneName, timeZone, new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", timeZoneName }).format(meeting));
  }
}
console.log(new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", dateStyle: "full", timeStyle: "long" }).format(meeting));
console.log(new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "full", timeStyle: "short" }).format(meeting));
console.log(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", dateStyle: "full", timeStyle: "full" }).format(meeting));
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", dateStyle: "full", timeStyle: "full" }).format(meeting));
console.log(new Intl.DateTimeFormat("es-ES", { timeZone: "Europe/Madrid", dateStyle: "long", timeStyle: "medium" }).format(meeting));
