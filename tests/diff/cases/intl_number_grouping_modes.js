// useGrouping modes (auto/min2/always/false) across locales with minimum grouping digits (es, pl, pt-PT), and Indian grouping.
const vals = [999, 1000, 9999, 10000, 123456, 1234567.5];
for (const l of ["en-US", "es-ES", "pl-PL", "pt-PT", "de-DE", "fr-FR", "hu-HU", "en-IN", "it-IT", "lv-LV", "hr-HR", "bg-BG"]) {
  for (const useGrouping of ["auto", "min2", "always", false]) {
    console.log(l.padEnd(6), String(useGrouping).padEnd(6), vals.map((v) => new Intl.NumberFormat(l, { useGrouping }).format(v)).join(" | "));
  }
}
console.log(new Intl.NumberFormat("en-US", { useGrouping: "true" }).resolvedOptions().useGrouping, new Intl.NumberFormat("en-US", { useGrouping: true }).resolvedOptions().useGrouping, new Intl.NumberFormat("en-US", { useGrouping: false }).resolvedOptions().useGrouping, new Intl.NumberFormat("en-US", { notation: "compact" }).resolvedOptions().useGrouping);
console.log(new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" }).format(1234), new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" }).format(12345));
