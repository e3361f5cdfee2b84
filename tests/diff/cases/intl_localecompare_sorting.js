// String.prototype.localeCompare with locales and options to sort tags, filenames and titles; Array sort stability with ties.
const tags = ["résumé", "Resume", "resume", "RÉSUMÉ", "résume", "rèsumé"];
console.log(JSON.stringify([...tags].sort((a, b) => a.localeCompare(b))));
console.log(JSON.stringify([...tags].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }))));
console.log(JSON.stringify([...tags].sort((a, b) => a.localeCompare(b, "fr-CA"))));
console.log(JSON.stringify([...tags].sort((a, b) => a.localeCompare(b, "en", { caseFirst: "upper" }))));
const files = ["Chapter 10.md", "chapter 2.md", "Chapter 1.md", "chapter 1b.md", "_draft.md", "appendix.md", "Chapter 01.md"];
console.log(JSON.stringify([...files].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: "base" }))));
console.log(JSON.stringify([...files].sort((a, b) => a.localeCompare(b, "en", { ignorePunctuation: true }))));
const titles = ["The Zebra", "an apple", "Ärger", "Zürich", "zulu", "Oslo", "Øst", "Ångel", "Çay", "ça va", "ch", "cz", "ll", "lz"];
for (const l of ["en", "de", "sv", "da", "es", "cs", "tr", "fi"]) console.log(l, JSON.stringify([...titles].sort((a, b) => a.localeCompare(b, l))));
console.log("a".localeCompare("á", "en", { sensitivity: "base" }), "a".localeCompare("á", "en", { sensitivity: "accent" }), "ä".localeCompare("ae", "de"), "ä".localeCompare("ae", "de-u-co-phonebk"));
console.log("10".localeCompare("9"), "10".localeCompare("9", undefined, { numeric: true }), "10".localeCompare("9", "en-u-kn"), "x".localeCompare("X", "en-u-kf-upper"), "x".localeCompare("X", "en-u-kf-lower"));
console.log(["b", "a", "C", "B", "c", "A"].sort(new Intl.Collator("en").compare).join(""), ["b", "a", "C", "B", "c", "A"].sort(new Intl.Collator("en", { caseFirst: "upper" }).compare).join(""));
