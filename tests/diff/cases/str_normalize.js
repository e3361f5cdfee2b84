// String.prototype.normalize (ECMA-262 sec-string.prototype.normalize): NFC/NFD/NFKC/NFKD.
const s = "e\u0301 ﬁ Å";
for (const f of ["NFC", "NFD", "NFKC", "NFKD"]) console.log(f, s.normalize(f).length, [...s.normalize(f)].map((c) => c.codePointAt(0).toString(16)).join(" "));
console.log("é" === "e\u0301".normalize(), "abc".normalize() === "abc");
try { "x".normalize("bad"); } catch (e) { console.log(e.name); }
