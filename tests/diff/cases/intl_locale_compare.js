// String.prototype.localeCompare with locales and options (routed through Intl.Collator).
const words = ["peach", "Péché", "péché", "pêche", "pèche", "Peach", "peaches"];
console.log([...words].sort((a, b) => a.localeCompare(b)).join(" "));
console.log([...words].sort((a, b) => a.localeCompare(b, "fr")).join(" "));
console.log("a".localeCompare("B"), "B".localeCompare("a"), "a".localeCompare("a"));
console.log("a".localeCompare("á", "en", { sensitivity: "base" }));
console.log("a".localeCompare("A", "en", { sensitivity: "accent" }));
console.log("ä".localeCompare("z", "de"), "ä".localeCompare("z", "sv"));
console.log("10".localeCompare("9", undefined, { numeric: true }));
console.log(["Z", "a", "z", "ä"].sort((x, y) => x.localeCompare(y, "en", { caseFirst: "upper" })).join(""));
