// Text built piece by piece: short pieces (Latin-1, beyond Latin-1, astral, empty)
// appended to a growing string join its last piece; the text must equal the joined parts.
let s = "start-of-a-long-string-";
const parts = [];
for (let i = 0; i < 2000; i++) {
  const piece = i % 7 === 0 ? "é" + i : i % 11 === 0 ? "😀" + i : i % 13 === 0 ? "" : "ab" + (i % 10);
  s += piece;
  parts.push(piece);
  if (i % 97 === 0) s = s + ("x".repeat(i % 40));
  if (i % 97 === 0) parts.push("x".repeat(i % 40));
}
const flat = "start-of-a-long-string-" + parts.join("");
console.log(s === flat, s.length, flat.length, s.slice(1000, 1030), s.charCodeAt(s.length - 2), s.indexOf("😀"), s.lastIndexOf("é"));
let t = "0123456789012345678901234567890";
for (let i = 0; i < 300; i++) { t = t + String.fromCharCode(65 + i % 26); if (i % 50 === 0) t = (t + "ÿ"); }
console.log(t.length, t.slice(-40), JSON.stringify(t).length, t.normalize() === t, [...t].length);
