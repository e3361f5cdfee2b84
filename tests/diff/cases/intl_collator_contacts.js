// Sorting and deduping a contact list with Intl.Collator options: sensitivity, numeric, caseFirst, ignorePunctuation.
const contacts = ["Émile Zola", "emile zola", "Anne-Marie", "Anne Marie", "annemarie", "Zoë", "Zoe", "zoe", "O'Brien", "OBrien", "Öztürk", "Oz", "van Gogh", "Van Gogh", "Åsa", "Aaron", "file10", "file2", "File1"];
const sortWith = (l, o) => [...contacts].sort(new Intl.Collator(l, o).compare);
console.log(JSON.stringify(sortWith("en")));
console.log(JSON.stringify(sortWith("en", { numeric: true })));
console.log(JSON.stringify(sortWith("en", { caseFirst: "upper" })));
console.log(JSON.stringify(sortWith("en", { caseFirst: "lower" })));
console.log(JSON.stringify(sortWith("sv")));
console.log(JSON.stringify(sortWith("de")));
console.log(JSON.stringify(sortWith("tr")));
const dedupe = (o) => {
  const c = new Intl.Collator("en", o);
  const out = [];
  for (const n of contacts) if (!out.some((m) => c.compare(m, n) === 0)) out.push(n);
  return out;
};
console.log("base", JSON.stringify(dedupe({ sensitivity: "base" })));
console.log("accent", JSON.stringify(dedupe({ sensitivity: "accent" })));
console.log("case", JSON.stringify(dedupe({ sensitivity: "case" })));
console.log("base+punct", JSON.stringify(dedupe({ sensitivity: "base", ignorePunctuation: true })));
const ro = new Intl.Collator("de-u-co-phonebk-kn", { sensitivity: "accent" }).resolvedOptions();
console.log(ro.locale, ro.usage, ro.sensitivity, ro.ignorePunctuation, ro.collation, ro.numeric, ro.caseFirst);
const ro2 = new Intl.Collator("en", { usage: "search" }).resolvedOptions();
console.log(ro2.locale, ro2.usage, ro2.sensitivity, ro2.collation);
