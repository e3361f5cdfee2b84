// String work: word wrapping, centering, and counting characters by class.
const text = "The quick brown fox jumps over the lazy dog while the cat watches from a sunny windowsill";
function wrap(s, width) {
  const lines = [];
  let cur = "";
  for (const w of s.split(" ")) {
    if (cur && (cur + " " + w).length > width) { lines.push(cur); cur = w; } else cur = cur ? cur + " " + w : w;
  }
  if (cur) lines.push(cur);
  return lines;
}
for (const width of [10, 20, 35]) {
  const lines = wrap(text, width);
  console.log(`width ${width}: ${lines.length} lines`);
  for (const l of lines) {
    const pad = width - l.length;
    console.log("[" + " ".repeat(Math.floor(pad / 2)) + l + " ".repeat(Math.ceil(pad / 2)) + "]");
  }
}
const counts = { vowels: 0, consonants: 0, spaces: 0, other: 0 };
for (const ch of text.toLowerCase()) {
  if ("aeiou".includes(ch)) counts.vowels++;
  else if (ch >= "a" && ch <= "z") counts.consonants++;
  else if (ch === " ") counts.spaces++;
  else counts.other++;
}
console.log(JSON.stringify(counts));
