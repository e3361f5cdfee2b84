// Plural and ordinal rules to build "1st, 2nd" strings and pluralized messages across locales; selectRange.
const en = new Intl.PluralRules("en-US", { type: "ordinal" });
const suf = { one: "st", two: "nd", few: "rd", other: "th" };
console.log([1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 24, 100, 101, 102, 103, 111, 112, 113, 1001].map((n) => `${n}${suf[en.select(n)]}`).join(", "));
const msgs = { en: { one: "# file", other: "# files" }, fr: { one: "# fichier", many: "# de fichiers", other: "# fichiers" }, ru: { one: "# файл", few: "# файла", many: "# файлов", other: "# файла" }, ar: { zero: "لا ملفات", one: "ملف واحد", two: "ملفان", few: "# ملفات", many: "# ملفًا", other: "# ملف" } };
for (const [l, m] of Object.entries(msgs)) {
  const pr = new Intl.PluralRules(l);
  console.log(l, [0, 1, 2, 3, 5, 11, 21, 100, 1000000, 1.5].map((n) => m[pr.select(n)].replace("#", n)).join(" | "));
}
for (const l of ["en", "fr", "it", "sv", "cy", "ga", "ca", "hu", "ne", "kk"]) {
  const o = new Intl.PluralRules(l, { type: "ordinal" });
  console.log(l, [1, 2, 3, 4, 5, 6, 8, 10, 11, 20, 40, 60, 80, 100].map((n) => o.select(n)).join(" "));
}
for (const [l, a, b] of [["en", 1, 2], ["en", 0, 1], ["fr", 1, 2], ["ru", 1, 5], ["ru", 2, 21], ["pl", 2, 5], ["ar", 3, 11], ["he", 1, 2], ["ja", 1, 100]]) {
  console.log("range", l, a, b, new Intl.PluralRules(l).selectRange(a, b));
}
const ro = new Intl.PluralRules("fr-CA", { type: "ordinal" }).resolvedOptions();
console.log(ro.locale, ro.type, ro.minimumIntegerDigits, ro.minimumFractionDigits, ro.maximumFractionDigits, [...ro.pluralCategories].sort().join(","));
const ro2 = new Intl.PluralRules("ar").resolvedOptions();
console.log(ro2.locale, ro2.type, [...ro2.pluralCategories].sort().join(","));
console.log(new Intl.PluralRules("en", { minimumFractionDigits: 2 }).select(1), new Intl.PluralRules("en").select("1"), new Intl.PluralRules("en").select(1n === 1n ? 1 : 0));
