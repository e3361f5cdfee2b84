// Found by the generated programs (tests/gen, seeds 1002165, 1002876, 1004268 of
// run.sh 10000 1000000): toUpperCase/toLowerCase must keep lone surrogates as they are
// (ECMA-262 sec-string.prototype.tolowercase works on StringToCodePoints, where a lone
// surrogate is a code point that maps to itself); cairn turned them into U+FFFD.
const samples = ["\ud83d", "\ude00x", "a\ud800b", "\ud83d\ude00", "😀a".split("")[0], "Σ\udc00"];
for (const s of samples) {
  const u = s.toUpperCase();
  const l = s.toLowerCase();
  console.log(JSON.stringify([u, l]), u.length, l.length, [...u].map((c) => c.codePointAt(0).toString(16)).join(" "));
}
console.log(JSON.stringify("😀a".split("").join(",").toUpperCase()));
