// Unicode-safe string operations: truncating by code points, reversing with surrogate pairs, counting, padding with astral fill.
const s = "héllo 😀 wörld 🎉!";
const cpTruncate = (str, n) => { const cps = [...str]; return cps.length <= n ? str : cps.slice(0, n - 1).join("") + "…"; };
console.log(cpTruncate(s, 8), s.slice(0, 7), JSON.stringify(s.slice(0, 8)), cpTruncate("short", 10));
console.log([...s].reverse().join(""), s.split("").reverse().join("").isWellFormed(), [...s].reverse().join("").isWellFormed());
console.log(s.length, [...s].length, s.normalize("NFD").length, s.normalize("NFC").length, [...s.matchAll(/\p{Emoji_Presentation}/gu)].length);
console.log("x".padStart(5, "😀"), "x".padStart(5, "😀").length, "x".padEnd(4, "é"), "ab".padStart(3, "\u{1F600}").isWellFormed());
console.log("ＡＢＣ".normalize("NFKC"), "ﬁ".normalize("NFKD"), "Å".normalize("NFD").length, "\u0041\u030A".normalize("NFC") === "\u00C5");
const byteLen = (str) => encodeURIComponent(str).replace(/%[0-9A-F]{2}/g, "x").length; console.log(byteLen("a"), byteLen("é"), byteLen("€"), byteLen("😀"), byteLen(s));
console.log("İstanbul".toLowerCase().length, "ﬀ".toUpperCase(), "ŉ".toUpperCase(), "ǅ".toLowerCase(), "ᾳ".toUpperCase());
console.log([..."🇫🇷🇩🇪"].length, "👨‍👩‍👧".length, [..."👨‍👩‍👧"].length, "e\u0301".length, /^.$/u.test("e\u0301"));
