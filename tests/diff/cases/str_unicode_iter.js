// Iterating by code points, fromCodePoint, well-formedness.
const s = "a😀b\ud800c";
console.log([...s].length, s.length, Array.from(s, (c) => c.codePointAt(0).toString(16)).join(" "));
console.log(String.fromCodePoint(0x1f600, 97), String.fromCharCode(0xd83d, 0xde00) === "😀");
try { String.fromCodePoint(0x110000); } catch (e) { console.log(e.name); }
console.log(s.isWellFormed(), s.toWellFormed().codePointAt(4).toString(16), "ok".isWellFormed());
