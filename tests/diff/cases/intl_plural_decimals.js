// Plural rules with decimals and formatting options: "1.0 stars", ratings, and keeping PluralRules and NumberFormat in sync.
const stars = (l, v, o) => { const nf = new Intl.NumberFormat(l, o), pr = new Intl.PluralRules(l, o); return `${nf.format(v)}:${pr.select(v)}`; };
for (const l of ["en", "fr", "pt", "pt-PT", "ru", "cs", "lv", "lt", "sl", "he", "mt", "gd"]) {
  console.log(l, [0, 0.5, 1, 1.0, 1.5, 2, 2.5, 3, 11, 102].map((v) => stars(l, v, { minimumFractionDigits: 1 })).join(" "));
  console.log(l, [0, 1, 2, 3, 5, 11, 19, 20, 101, 1e6].map((v) => new Intl.PluralRules(l).select(v)).join(" "));
}
console.log(new Intl.PluralRules("en", { maximumSignificantDigits: 2 }).select(1.04), new Intl.PluralRules("en", { minimumSignificantDigits: 2 }).select(1), new Intl.PluralRules("en", { maximumFractionDigits: 0 }).select(0.6));
console.log(new Intl.PluralRules("fr", { notation: "compact" }).select(1e6), new Intl.PluralRules("fr").select(1e6), new Intl.PluralRules("es", { notation: "compact" }).select(2e6));
console.log(["zero", "one", "two", "few", "many", "other"].filter((c) => new Intl.PluralRules("cy").resolvedOptions().pluralCategories.includes(c)).join(","));
console.log(["zero", "one", "two", "few", "many", "other"].filter((c) => new Intl.PluralRules("en", { type: "ordinal" }).resolvedOptions().pluralCategories.includes(c)).join(","));
