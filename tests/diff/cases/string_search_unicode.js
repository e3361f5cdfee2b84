// String methods over non-ASCII text: indexes count UTF-16 units, case mapping, comparisons.
const s = "Grüße, 世界! 😀 café";
console.log(s.length, s.indexOf("世"), s.indexOf("😀"), s.slice(10, 12), s.at(-1), s.charCodeAt(12).toString(16));
console.log(s.toUpperCase(), s.toLowerCase(), "İ".toLowerCase().length, "ß".toUpperCase());
console.log([...s].length, s.split("").length, s.split(" ").map((w) => w.length).join());
console.log("café" === "cafe\u0301", "café".length, "cafe\u0301".length, "a".localeCompare("b"), "b".localeCompare("a"), "a".localeCompare("a"));
console.log(s.padEnd(25, "·"), "😀".padStart(4, "x"), "x".padEnd(3, "😀"));
console.log(s.replace("世界", "world"), s.includes("ß"), s.startsWith("Grü"), s.lastIndexOf("é"));
