// Unicode strings without RegExp: code points, surrogate pairs, normalization-free comparisons.
const s = "naïve café 😀 日本";
console.log(s.length, [...s].length, s.codePointAt(11), s.charCodeAt(11), s.at(-1), s.slice(11, 13) === "😀");
console.log([...s].reverse().join(""), s.split(" ").map((w) => [...w].length).join());
console.log(String.fromCodePoint(0x1f600, 0x41), "\u{1F600}" === "\uD83D\uDE00", "é".length, "e\u0301".length, "é" === "e\u0301");
console.log("ÀÉÎ".toLowerCase(), "ß".toUpperCase(), "ǅ".toLowerCase(), "ﬁ".toUpperCase(), "İ".length, "ΣΑΣ".toLowerCase());
console.log(JSON.stringify("😀"), JSON.stringify("\u2028"));
console.log(["é", "e", "f", "É"].sort().join(""), "a" < "ä", "z" < "ä", "😀".codePointAt(1));
