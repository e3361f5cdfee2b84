// Grapheme segmentation for UI text limits: counting user-perceived characters, safe truncation, reversing, and word counts in Latin text.
const g = new Intl.Segmenter("en", { granularity: "grapheme" });
const count = (s) => [...g.segment(s)].length;
const samples = ["plain", "🏳️‍🌈 pride", "👍🏿👍🏻", "Ǆemal", "क्षत्रिय", "각각", "a\u0308\u0301b", "🇪🇺🏴󠁧󠁢󠁳󠁣󠁴󠁿", "\r\n\n", "🧑‍🧑‍🧒‍🧒"];
for (const s of samples) console.log(JSON.stringify(s), s.length, count(s), JSON.stringify([...g.segment(s)].map((x) => x.index)));
const reverse = (s) => [...g.segment(s)].map((x) => x.segment).reverse().join("");
console.log(reverse("noël 👨‍👩‍👧 ok"), reverse("🇫🇷🇩🇪"));
const clip = (s, n) => { let out = ""; for (const { segment } of g.segment(s)) { if (out.length + segment.length > n) break; out += segment; } return out; };
console.log(JSON.stringify(clip("👩‍👩‍👦‍👦 family trip", 12)), JSON.stringify(clip("éééé", 3)), JSON.stringify(clip("🇯🇵🇯🇵🇯🇵", 5)));
const w = new Intl.Segmenter("en", { granularity: "word" });
const text = "It's 9:30 a.m.; the U.S.A. team won 3-2 (again!) — well done, co-op members.";
const segs = [...w.segment(text)];
console.log(segs.filter((s) => s.isWordLike).length, JSON.stringify(segs.filter((s) => s.isWordLike).map((s) => s.segment)));
console.log(JSON.stringify(segs.filter((s) => !s.isWordLike).map((s) => s.segment)));
const it = w.segment("hello world")[Symbol.iterator]();
console.log(JSON.stringify(it.next()), typeof it[Symbol.iterator], Object.prototype.toString.call(it));
const segments = w.segment("a b");
console.log(JSON.stringify([...segments]), JSON.stringify([...segments].length), Object.prototype.toString.call(new Intl.Segmenter()));
