// Non-`u` ignore-case classes that hold long s, Kelvin, dotless i, capital sharp s,
// Ohm or Angstrom sign through `\W`, a range or a negation: Canonicalize (toUppercase,
// never from non-ASCII to ASCII) keeps each of them apart from the ASCII letters and
// other letters they fold with, so `[\W]` holds long s but not `S`.
const chars = [0x49, 0x4b, 0x53, 0x69, 0x6b, 0x73, 0xc5, 0xdf, 0xe5, 0x130, 0x131, 0x17f,
  0x3a9, 0x3c9, 0x1e9e, 0x2126, 0x212a, 0x212b, 0x5f, 0x30];
const patterns = [/[\W]/i, /\W/i, /[^\w]/i, /[\w]/i, /[^\W]/i, /[\WA]/i, /[\W\d]/i, /[\s\W]/i,
  /[a-z]/i, /[^a-z]/i, /[\u0100-\u0200]/i, /[^\u0100-\u0200]/i, /[\u0130-\u0131]/i,
  /[\u2100-\u2200]/i, /[\u1e00-\u1eff]/i, /[\u0000-\u00ff]/i, /[^\u0000-\u007f]/i,
  /[\W]/iu, /[^\W]/iu, /[\u0100-\u0200]/iu];
for (const p of patterns) {
  const hits = chars.filter(c => p.test(String.fromCharCode(c)));
  console.log(String(p), hits.map(c => c.toString(16)).join(" "));
}
console.log(/[\W]+/i.exec("Sks\u017f\u212aK!")[0].length, "S\u017fs".replace(/[\W]/gi, "_"));
