// Intl.Collator: sensitivity, punctuation, resolved options, the bound compare function.
const pairs = [["a", "b"], ["a", "A"], ["a", "á"], ["a", "a"], ["résumé", "resume"],
  ["Resume", "resume"], ["a-b", "ab"], ["a b", "ab"], ["2", "10"], ["\u0065\u0301", "\u00e9"]];
for (const sensitivity of ["base", "accent", "case", "variant"]) {
  const c = new Intl.Collator("en", { sensitivity });
  console.log(sensitivity, pairs.map(([x, y]) => c.compare(x, y)).join(" "));
}
const ip = new Intl.Collator("en", { ignorePunctuation: true });
console.log("ignorePunctuation", pairs.map(([x, y]) => ip.compare(x, y)).join(" "));
const num = new Intl.Collator("en", { numeric: true });
console.log("numeric", num.compare("2", "10"), num.compare("item 20", "item 3"));
for (const [l, o] of [["en", {}], ["de-u-co-phonebk", {}], ["en-u-kn-true", {}],
  ["en", { usage: "search", sensitivity: "base" }], ["th", {}], ["zz", {}], [[], { caseFirst: "upper" }]]) {
  console.log(JSON.stringify(new Intl.Collator(l, o).resolvedOptions()));
}
const c = new Intl.Collator("en");
console.log(c.compare === c.compare, c.compare.name === "", c.compare.length);
const { compare } = c;
console.log(["b", "a", "C"].sort(compare).join(""));
console.log(Intl.Collator("en") instanceof Intl.Collator, Object.prototype.toString.call(c));
console.log(JSON.stringify(Intl.Collator.supportedLocalesOf(["en-US", "de", "fr-CA"])));
