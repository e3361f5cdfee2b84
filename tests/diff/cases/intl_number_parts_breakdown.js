// formatToParts to rebuild and style numbers: collecting integer/fraction/group parts, parsing separators per locale.
const parts = (l, o, v) => new Intl.NumberFormat(l, o).formatToParts(v);
const seps = (l) => { const p = parts(l, {}, 1234567.891); return { group: p.find((x) => x.type === "group")?.value, decimal: p.find((x) => x.type === "decimal")?.value }; };
for (const l of ["en-US", "de-DE", "fr-FR", "de-CH", "it-CH", "en-IN", "es-ES", "pt-PT", "ru-RU", "sv-SE", "pl-PL", "ja-JP"]) {
  const s = seps(l);
  console.log(l, JSON.stringify(s), [...(s.group ?? "")].map((c) => c.codePointAt(0).toString(16)).join(","));
}
const parse = (l, str) => { const { group, decimal } = seps(l); return Number(str.split(group).join("").replace(decimal, ".")); };
console.log(parse("de-DE", "1.234.567,891"), parse("en-US", "1,234,567.891"), parse("en-IN", "12,34,567.5"));
const bold = (l, o, v) => parts(l, o, v).map((p) => (p.type === "integer" ? `*${p.value}*` : p.value)).join("");
console.log(bold("en-US", { style: "currency", currency: "USD" }, -9876543.21), bold("de-DE", { style: "percent" }, 12.345), bold("en-US", { notation: "scientific" }, 123456));
console.log(JSON.stringify(parts("en-US", { notation: "engineering" }, 0.000123456)));
console.log(JSON.stringify(parts("en-US", { signDisplay: "always" }, 0)), JSON.stringify(parts("en-US", {}, -Infinity)), JSON.stringify(parts("en-US", {}, NaN)));
console.log(JSON.stringify(parts("en-US", { minimumIntegerDigits: 4, useGrouping: false }, 42.5)));
console.log(parts("en-US", { style: "unit", unit: "second", unitDisplay: "narrow" }, 3).map((p) => p.type).join(","), parts("ja-JP", { style: "currency", currency: "JPY" }, -5).map((p) => p.type).join(","));
