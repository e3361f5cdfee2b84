// Intl.Segmenter: graphemes (combining marks, emoji ZWJ sequences, flags, Hangul),
// words with isWordLike, sentences, containing() and the segment iterator.
const show = (segs) => [...segs].map((s) => JSON.stringify(s.segment) + "@" + s.index + (s.isWordLike === undefined ? "" : s.isWordLike ? "w" : "")).join(" ");
const g = new Intl.Segmenter("en", { granularity: "grapheme" });
console.log(show(g.segment("e\u0301a👨‍👩‍👧‍👦b🇫🇷🇩🇪🇯🇵c👍🏽d")));
console.log(show(g.segment("한국어 \r\n x\u0308\u0301")));
console.log([...g.segment("👩‍💻🏳️‍🌈")].length, [...g.segment("")].length);
const w = new Intl.Segmenter("en", { granularity: "word" });
console.log(show(w.segment("The quick (\"brown\") fox can't jump 32.3 feet, right?")));
console.log(show(w.segment("e-mail user@example.com 3,000 U.S.A. co-op")));
console.log(show(w.segment("Привет, мир! Γειά σου κόσμε")));
const s = new Intl.Segmenter("en", { granularity: "sentence" });
console.log(show(s.segment("Hello there. How are you? I'm fine! Mr. Smith went to Washington. 3.14 is pi.")));
console.log(show(s.segment("No terminator\nnew line. \"Quoted.\" End")));
const segments = w.segment("Hello world, again");
for (const i of [0, 4, 5, 6, 11, 12, 17, 18, -1]) {
  const c = segments.containing(i);
  console.log(i, c === undefined ? "undefined" : JSON.stringify(c));
}
console.log(JSON.stringify(segments.containing()), JSON.stringify(segments.containing("7")));
const it = segments[Symbol.iterator]();
console.log(Object.prototype.toString.call(it), typeof it.next, it[Symbol.iterator]() === it);
let r;
while (!(r = it.next()).done) console.log(r.value.index, JSON.stringify(r.value.segment));
console.log(JSON.stringify(it.next()));
// Iterating twice gives the same segments; the input keeps its lone surrogate.
const lone = g.segment("a\ud800b\udc00");
console.log([...lone].map((x) => x.segment.length).join(","), [...lone].length);
console.log(JSON.stringify(new Intl.Segmenter("fr", { granularity: "word" }).resolvedOptions()));
console.log(JSON.stringify(new Intl.Segmenter().resolvedOptions().granularity));
console.log(Intl.Segmenter.supportedLocalesOf(["en-US", "de", "zz"]).join(","));
for (const bad of [{ granularity: "line" }, 5]) {
  try { new Intl.Segmenter("en", bad); console.log("no error"); } catch (e) { console.log(e.constructor.name); }
}
try { Intl.Segmenter("en"); } catch (e) { console.log(e.constructor.name); }
console.log(Intl.Segmenter.length, Intl.Segmenter.prototype.segment.length, Object.prototype.toString.call(new Intl.Segmenter()));
const words = [...w.segment("one two  three")].filter((x) => x.isWordLike).map((x) => x.segment);
console.log(words.join("|"));
