// Deduplicating user tags with Collator equality (base/accent sensitivity, ignorePunctuation) and grouping by first letter.
const tags = ["JavaScript", "javascript", "Java-Script", "java script", "Café", "cafe", "CAFE", "naïve", "naive", "Naive", "résumé", "resume", "co-op", "coop", "Ärger", "arger", "Straße", "strasse", "ǅ", "dž"];
const uniq = (o) => tags.reduce((acc, t) => (acc.some((u) => new Intl.Collator("en", o).compare(u, t) === 0) ? acc : [...acc, t]), []);
console.log(JSON.stringify(uniq({ sensitivity: "base" })));
console.log(JSON.stringify(uniq({ sensitivity: "base", ignorePunctuation: true })));
console.log(JSON.stringify(uniq({ sensitivity: "accent" })));
console.log(JSON.stringify(uniq({ sensitivity: "case" })));
console.log(JSON.stringify(uniq({ sensitivity: "variant" })).length, uniq({}).length);
const groups = {};
const c = new Intl.Collator("en", { sensitivity: "base" });
for (const t of [...tags].sort(c.compare)) { const k = t[0].normalize("NFD")[0].toUpperCase(); (groups[k] ||= []).push(t); }
console.log(JSON.stringify(groups));
const de = new Intl.Collator("de", { sensitivity: "base" });
console.log(de.compare("Straße", "Strasse"), de.compare("Ärger", "Arger"), new Intl.Collator("sv", { sensitivity: "base" }).compare("Ärger", "Arger"), new Intl.Collator("en", { sensitivity: "base" }).compare("ǅ", "DŽ"));
console.log(JSON.stringify([...tags].sort(new Intl.Collator("en", { sensitivity: "base", ignorePunctuation: true, caseFirst: "upper" }).compare).slice(0, 8)));
const idx = new Intl.Collator("en", { usage: "search", sensitivity: "base" });
console.log(tags.filter((t) => idx.compare(t, "cafe") === 0).join(","), "|", tags.filter((t) => idx.compare(t, "NAIVE") === 0).join(","));
