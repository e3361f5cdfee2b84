// localeCompare and Intl.Collator on one-byte and two-byte strings compared with each
// other (é is one byte, ő and Ж are not), interleaved with collators of other options
// and locales, so that each call finds its own collator among the ones kept.
const names = ["Zoë", "zoe", "Ødegaard", "Őrs", "émile", "Emile", "Жанна", "ångström", "Angstrom", "ß", "ss", "10", "9", "a", "Ä", "résumé", "resume"];
console.log([...names].sort((a, b) => a.localeCompare(b)).join(" "));
console.log([...names].sort(new Intl.Collator("de", { sensitivity: "base" }).compare).join(" "));
console.log([...names].sort((a, b) => a.localeCompare(b, "sv")).join(" "));
console.log([...names].sort(new Intl.Collator("en", { numeric: true, caseFirst: "upper" }).compare).join(" "));
console.log([...names].sort((a, b) => a.localeCompare(b)).join(" "));
const pairs = [["é", "e"], ["e", "é"], ["ő", "o"], ["Ж", "é"], ["é", "Ж"], ["a", "A"], ["ß", "ss"]];
console.log(pairs.map(([x, y]) => x.localeCompare(y) + "/" + x.localeCompare(y, "en", { sensitivity: "base" })).join(" "));
