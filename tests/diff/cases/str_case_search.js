// case mapping, indexOf family, includes/startsWith/endsWith.
const s = "The Quick Brown Fox ß İ";
console.log(s.toUpperCase(), s.toLowerCase());
console.log(s.indexOf("o"), s.lastIndexOf("o"), s.indexOf("o", 13), s.indexOf(""), s.lastIndexOf(""));
console.log(s.includes("Quick"), s.startsWith("Quick", 4), s.endsWith("Fox", 19), s.endsWith("The", 3));
try { s.startsWith(/x/); } catch (e) { console.log(e.name); }
console.log("ǅ".toLowerCase(), "ǅ".toUpperCase(), "ﬀ".toUpperCase(), "Σ".toLowerCase());
