// Code points vs code units: surrogate pairs, isWellFormed/toWellFormed, iteration, slicing through pairs.
const s = "a\u{1F600}b\uD800c\uDC00";
console.log(s.length, [...s].length, s.isWellFormed(), s.toWellFormed() === s, JSON.stringify(s.toWellFormed()));
console.log([...s].map((c) => c.codePointAt(0).toString(16)).join(" "));
console.log(JSON.stringify("\uD800"), JSON.stringify("\u{1F600}"), JSON.stringify(s.slice(0, 2)));
console.log(Array.from("ab😀").reverse().join(""), "ab😀".split("").reverse().join("") === "ab😀".split("").reverse().join(""));
console.log(encodeURIComponent("😀"), (() => { try { encodeURIComponent("\uD800"); } catch (e) { return e.name; } })());
console.log("😀".charCodeAt(0), "😀".charCodeAt(1), "😀".codePointAt(1), String.fromCodePoint(0x61, 0x1f600, 0x62));
try { String.fromCodePoint(0x110000); } catch (e) { console.log(e.name); }
const count = (str) => { let n = 0; for (const _ of str) n++; return n; };
console.log(count("日本語😀"), "日本語".length, "e\u0301" === "é", "e\u0301".normalize() === "é");
