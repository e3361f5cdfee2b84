// Intl text objects kept alive across awaits: a segment iterator stopped half-way
// continues from its position in the VM that loads the dump, and the segmenter, list
// format and display names keep their resolved options.
(async () => {
  const words = new Intl.Segmenter("en", { granularity: "word" });
  const graphemes = new Intl.Segmenter("en");
  const text = "Cairn dumps 👨‍👩‍👧 and 🇫🇷 flags, then continues. Done!";
  const segments = words.segment(text);
  const it = segments[Symbol.iterator]();
  const gi = graphemes.segment(text)[Symbol.iterator]();
  const list = new Intl.ListFormat("en", { type: "disjunction", style: "short" });
  const names = new Intl.DisplayNames("de", { type: "region" });
  const seen = [];
  let r;
  while (!(r = it.next()).done) {
    await tools.echo(r.value.index);
    seen.push(r.value.segment + (r.value.isWordLike ? "*" : ""));
    const g = gi.next();
    if (!g.done) seen.push("[" + g.value.segment + "]");
  }
  console.log(seen.join("|"));
  console.log(JSON.stringify(segments.containing(13)), JSON.stringify(it.next()));
  await tools.echo("options");
  console.log(JSON.stringify(words.resolvedOptions()), JSON.stringify(list.resolvedOptions()));
  console.log(list.format(["tea", "coffee", "water"]), names.of("JP"), names.of("FR"));
  return [...new Intl.Segmenter("en", { granularity: "sentence" }).segment(text)].length;
})();
