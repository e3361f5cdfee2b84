// String.prototype.replace and replaceAll with string patterns: Latin-1 text, search
// strings and replacements (the byte path) beside UTF-16 ones and `$` patterns (the
// general path), empty searches, no match, overlapping candidates, long results.
const out = [];
const subjects = ["", "a", "banana", "aaaa", "abcabcabc", "é café é", "\u0101bc\u0101", "x".repeat(40)];
const searches = ["", "a", "an", "aa", "abc", "é", "\u0101", "zz", "x".repeat(5)];
const withs = ["", "4", "<>", "é", "\u0102", "$&", "$$", "[$`|$']", "long replacement text here"];
for (const s of subjects)
  for (const q of searches)
    for (const w of withs) out.push(JSON.stringify([s.replace(q, w), s.replaceAll(q, w)]));
out.push("abc".replace("b", (m, p, s) => `(${m}${p}${s})`));
out.push("abcb".replaceAll("b", (m, p) => String(p)));
let h = 0;
for (const x of out) for (let i = 0; i < x.length; i++) h = (h * 31 + x.charCodeAt(i)) | 0;
print(out.length, h);
print(out.filter((_, i) => i % 97 === 0).join("\n"));
print(out.slice(-2).join("\n"));
