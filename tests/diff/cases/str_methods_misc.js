// Everyday string methods: at, includes/startsWith/endsWith with positions, repeat, localeCompare-free sorting, raw.
const s = "Hello, World";
console.log(s.at(0), s.at(-1), s.at(99), s.includes("World", 8), s.startsWith("World", 7), s.endsWith("Hello", 5));
console.log("ab".repeat(3), "".repeat(5).length, "x".padStart(4, "ab"), "x".padEnd(6, "123"), "abc".padStart(2));
try { "a".repeat(-1); } catch (e) { console.log(e.name); }
try { "a".startsWith(/a/); } catch (e) { console.log(e.name); }
console.log(s.indexOf("o"), s.indexOf("o", 5), s.lastIndexOf("o"), s.lastIndexOf("o", 5), s.indexOf(""), s.lastIndexOf(""));
console.log(s.search(/W/), s.charAt(99) === "", s.charCodeAt(99), s.codePointAt(99), s.substring(5, 2), s.slice(5, 2) === "");
console.log(String.raw`a\nb${1 + 1}\t`, String.raw({ raw: ["x", "y", "z"] }, 1, 2, 3), String.fromCharCode(72, 105), String.fromCodePoint(0x1f600).length);
console.log("  a b  ".trimStart() + "|", "|" + "  a b  ".trimEnd(), "\u00a0\ufeffx\u2028".trim().length);
console.log(["b", "a", "C", "á"].sort().join(), "a" < "B", "abc".concat(1, [2, 3], null));
console.log("ǆ".toUpperCase(), "ß".toUpperCase(), "İ".toLowerCase().length, "ΣΑΣ".toLowerCase());
