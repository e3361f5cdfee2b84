// String searches across one-byte and two-byte strings: indexOf, lastIndexOf, includes,
// startsWith and endsWith with positions, empty needles, needles longer than the text,
// and long needles of repeats (where the search switches to a linear algorithm).
const latin = "caf\u00e9 na\u00efve r\u00e9sum\u00e9, caf\u00e9";
const wide = "\u4e2d\u6587 caf\u00e9 \u{1F600} \u4e2d\u6587 caf\u00e9";
const needles = ["caf\u00e9", "\u4e2d", "\u00e9", "", "x", "\u{1F600}", "caf\u00e9 \u4e2d", latin + "!"];
for (const [name, s] of [["latin", latin], ["wide", wide]]) {
  for (const n of needles) {
    const row = [
      s.indexOf(n), s.indexOf(n, 5), s.indexOf(n, 100), s.lastIndexOf(n), s.lastIndexOf(n, 8),
      s.lastIndexOf(n, -1), s.includes(n), s.includes(n, 10), s.startsWith(n), s.startsWith(n, 6),
      s.endsWith(n), s.endsWith(n, 4), s.endsWith(n, 100),
    ];
    console.log(name, JSON.stringify(n), row.join(" "));
  }
}
// A scanning loop over a long text.
const text = "a,".repeat(50000) + "\u4e2d";
let i = 0, commas = 0;
while ((i = text.indexOf(",", i)) >= 0) { commas++; i++; }
console.log("commas", commas, text.lastIndexOf("\u4e2d"), text.indexOf("\u4e2d"));
// Long needles of repeats, found and not found, from both ends.
const hay = "a".repeat(20000) + "b" + "a".repeat(20000) + "b";
const needle = "a".repeat(3000) + "b";
console.log(hay.indexOf(needle), hay.lastIndexOf(needle), hay.indexOf(needle, 20001),
  hay.lastIndexOf(needle, 30000), hay.indexOf("a".repeat(3000) + "c"),
  hay.lastIndexOf("b" + "a".repeat(25000)), hay.includes("b" + "a".repeat(20000) + "b"));
const wideHay = "\u4e2d".repeat(20000) + "x" + "\u4e2d".repeat(5000);
console.log(wideHay.indexOf("\u4e2d".repeat(4000) + "x"), wideHay.lastIndexOf("x" + "\u4e2d".repeat(4000)));
