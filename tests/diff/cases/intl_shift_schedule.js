// A shift schedule across DST transitions: hourCycle h23 vs h12, offsets around the change, weekday+time combos per zone.
const shifts = [Date.UTC(2024, 2, 10, 6, 30), Date.UTC(2024, 2, 10, 7, 30), Date.UTC(2024, 2, 31, 0, 30), Date.UTC(2024, 2, 31, 1, 30), Date.UTC(2024, 10, 3, 5, 30), Date.UTC(2024, 10, 3, 6, 30), Date.UTC(2024, 9, 27, 0, 30), Date.UTC(2024, 9, 27, 1, 30)];
const show = (l, tz, o) => shifts.map((t) => new Intl.DateTimeFormat(l, { timeZone: tz, ...o }).format(t)).join(" | ");
for (const tz of ["America/New_York", "Europe/Berlin", "Europe/London", "Australia/Lord_Howe", "America/Santiago"]) {
  console.log(tz, show("en-US", tz, { month: "numeric", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "shortOffset" }));
}
console.log(show("en-GB", "Europe/London", { weekday: "short", hour: "numeric", minute: "2-digit" }));
console.log(show("en-US", "America/New_York", { hour: "numeric", minute: "2-digit", timeZoneName: "short" }));
console.log(show("de-DE", "Europe/Berlin", { hour: "numeric", minute: "2-digit", timeZoneName: "short" }));
console.log(show("en-US", "America/New_York", { timeStyle: "short", hourCycle: "h23" }), "||", show("en-US", "America/New_York", { timeStyle: "short", hour12: false }));
const ro = new Intl.DateTimeFormat("en-US", { timeZone: "america/new_york", timeStyle: "short", hour12: false }).resolvedOptions();
console.log(ro.timeZone, ro.hourCycle, ro.hour12, ro.timeStyle, ro.calendar, ro.numberingSystem);
