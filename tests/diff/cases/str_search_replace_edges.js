// String search and replace with strings: special $ patterns, empty needles, positions.
const s = "a.b.c.b";
console.log(s.replace("b", "[$&]"), s.replace("b", "$$"), s.replace("b", "$`|$'"), s.replaceAll("b", "<$&>"));
console.log(s.replace("b", (m, off, whole) => `${m}@${off}/${whole.length}`), s.replaceAll(".", () => "-"));
console.log("aaa".replaceAll("", "_"), "abc".split(""), "abc".split("", 2).join("|"), "a,b,,c".split(",").length, "".split(",").length, "".split("").length);
console.log("abcabc".indexOf("c", 3), "abcabc".indexOf("", 10), "abcabc".lastIndexOf("a", 2), "abc".includes(""), "abc".startsWith("bc", 1), "abc".endsWith("ab", 2));
console.log("abc".at(5), "abc".at(-4), "abc".charAt(-1) === "", "abc".codePointAt(1), String.fromCharCode(72, 105), String.fromCodePoint(128512).length);
console.log("x".padStart(5, ""), "abc".padEnd(2), "abc".repeat(0) === "", "  a b  ".trim().split(" ").length, "Straße".toUpperCase(), "İ".toLowerCase().length);
console.log("b" > "a", "B" > "a", "10" < "9", "abc" < "abd", ["é", "e", "z", "E"].sort().join(""), "a".localeCompare ? "has localeCompare" : "");
console.log("ab".concat(1, [2, 3], {}), "abc".substring(2, 0), "abc".slice(2, 0) === "", "abcdef".substr ? "abcdef".substr(-3, 2) : "");
