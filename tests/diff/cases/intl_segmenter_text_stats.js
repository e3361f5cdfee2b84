// Intl.Segmenter for text statistics: grapheme counts vs length on emoji, word counts with isWordLike on CJK/Thai/mixed text, sentences.
const texts = ["Hello, world! 👋🏽", "naïve café", "👩‍💻 coding at 3am 🧑🏾‍🤝‍🧑🏻", "🇺🇸🇬🇧🇯🇵", "ก้าวไปข้างหน้า", "नमस्ते दुनिया", "안녕하세요 세계"];
const g = new Intl.Segmenter("en", { granularity: "grapheme" });
for (const t of texts) console.log(JSON.stringify(t), t.length, [...t].length, [...g.segment(t)].length);
const words = (l, t) => [...new Intl.Segmenter(l, { granularity: "word" }).segment(t)];
const samples = [["en", "Don't stop — it's 3.14 (or 3,000) e-mails!"], ["en", "user@example.com visited https://example.com/a-b"], ["ja", "東京タワーに行きました。"], ["zh", "我喜欢学习中文"], ["th", "ภาษาไทยง่ายนิดเดียว"], ["de", "Straßenbahn-Haltestelle, 2024."]];
for (const [l, t] of samples) {
  const ws = words(l, t);
  console.log(l, ws.filter((s) => s.isWordLike).length, JSON.stringify(ws.filter((s) => s.isWordLike).map((s) => s.segment)));
}
const s = new Intl.Segmenter("en", { granularity: "sentence" });
const para = "Mr. Smith went to Washington. He arrived at 5 p.m. on Jan. 3! Did he stay? Yes.";
console.log(JSON.stringify([...s.segment(para)].map((x) => x.segment)));
console.log(JSON.stringify([...new Intl.Segmenter("ja", { granularity: "sentence" }).segment("今日は晴れです。明日は雨かな？そうだね！")].map((x) => [x.index, x.segment])));
const seg = new Intl.Segmenter("en", { granularity: "word" }).segment("The quick brown fox");
const hit = seg.containing(6);
console.log(JSON.stringify(hit), seg.containing(100), JSON.stringify(seg.containing(3)));
const truncate = (str, n) => { const gs = [...g.segment(str)]; return gs.length <= n ? str : gs.slice(0, n).map((x) => x.segment).join("") + "…"; };
console.log(truncate("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦 family", 2), truncate("e\u0301e\u0301e\u0301", 2), truncate("abc", 5));
console.log(JSON.stringify(new Intl.Segmenter("fr", { granularity: "word" }).resolvedOptions()), JSON.stringify(new Intl.Segmenter().resolvedOptions().granularity));
