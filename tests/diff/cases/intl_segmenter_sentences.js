// Sentence segmentation for summaries: first-N-sentences, sentence counts in several languages, and word frequency in Latin text.
const sent = (l, t) => [...new Intl.Segmenter(l, { granularity: "sentence" }).segment(t)].map((s) => s.segment);
const texts = [
  ["en", "The build failed. See log.txt for details! Retry? The version is 2.0.1 now.  Thanks."],
  ["en", "He said \"Stop.\" Then he left. (It was late.) OK"],
  ["de", "Das ist gut. Wirklich? Ja! Am 3. Mai ist es so weit."],
  ["fr", "Bonjour ! Comment ça va ? Très bien… merci."],
  ["es", "¿Dónde está? ¡Aquí! Vale."],
  ["el", "Τι κάνεις; Καλά. Ευχαριστώ!"],
  ["ar", "مرحبا بك. كيف حالك؟ بخير!"],
  ["hi", "नमस्ते। आप कैसे हैं? मैं ठीक हूँ।"],
];
for (const [l, t] of texts) { const s = sent(l, t); console.log(l, s.length, JSON.stringify(s)); }
const summary = (t, n) => sent("en", t).slice(0, n).join("").trim();
console.log(JSON.stringify(summary("First point. Second point! Third point? Fourth.", 2)));
const freq = {};
for (const { segment, isWordLike } of new Intl.Segmenter("en", { granularity: "word" }).segment("The cat and the hat. The end, the END!")) if (isWordLike) freq[segment.toLowerCase()] = (freq[segment.toLowerCase()] || 0) + 1;
console.log(JSON.stringify(Object.entries(freq).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))));
const s = new Intl.Segmenter("en", { granularity: "sentence" }).segment("One. Two. Three.");
console.log(JSON.stringify(s.containing(0)), JSON.stringify(s.containing(5)), s.containing(-1), JSON.stringify(s.containing(15)));
