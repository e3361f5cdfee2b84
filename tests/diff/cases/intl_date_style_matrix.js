// dateStyle x timeStyle combinations in several locales and zones, with hourCycle overrides and resolvedOptions.
const t = Date.UTC(2024, 8, 9, 18, 45, 30);
const styles = ["full", "long", "medium", "short"];
for (const [l, tz] of [["en-US", "America/Chicago"], ["en-GB", "Europe/London"], ["de-DE", "Europe/Berlin"], ["fr-FR", "Europe/Paris"], ["es-ES", "Europe/Madrid"], ["it-IT", "Europe/Rome"], ["pt-BR", "America/Sao_Paulo"], ["nl-NL", "Europe/Amsterdam"]]) {
  for (const ds of styles) console.log(l, ds, new Intl.DateTimeFormat(l, { timeZone: tz, dateStyle: ds, timeStyle: ds === "full" ? "short" : ds }).format(t));
}
for (const hourCycle of ["h11", "h12", "h23", "h24"]) {
  const f = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", timeStyle: "short", hourCycle });
  console.log(hourCycle, f.format(Date.UTC(2024, 0, 1, 0, 15)), f.format(Date.UTC(2024, 0, 1, 12, 15)), f.resolvedOptions().hourCycle);
}
const ro = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", dateStyle: "medium", timeStyle: "short" }).resolvedOptions();
console.log(ro.locale, ro.calendar, ro.numberingSystem, ro.timeZone, ro.hourCycle, ro.hour12, ro.dateStyle, ro.timeStyle, "year" in ro, "hour" in ro);
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", timeStyle: "medium" }).format(Date.UTC(2024, 0, 1, 0, 0, 0)), "|", new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", timeStyle: "medium", hour12: true }).format(Date.UTC(2024, 0, 1, 0, 0, 0)));
