// localeCompare without Intl orders as node does by default (ICU root) for ASCII and accented
// Latin letters: pairwise signs over generated strings (their digest) and a sorted list.
let seed = 12345;
const rnd = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const alphabet = "aAbBcCzZ09 _-.,'éÉèñÑüÜçÇ";
const words = [];
for (let i = 0; i < 300; i++) {
  let w = "";
  const len = 1 + rnd(5);
  for (let j = 0; j < len; j++) w += alphabet[rnd(alphabet.length)];
  words.push(w);
}
let out = "";
let diffs = 0;
for (let i = 0; i < words.length; i += 1) {
  for (let j = 0; j < words.length; j += 7) {
    out += String(Math.sign(words[i].localeCompare(words[j])) + 1);
  }
}
// A digest of the signs, and the sorted order.
let h = 0;
for (let k = 0; k < out.length; k++) h = (h * 31 + out.charCodeAt(k)) >>> 0;
console.log(out.length, h);
console.log(JSON.stringify(words.slice().sort((a, b) => a.localeCompare(b)).slice(0, 60)));
const names = ["Zoe", "adam", "Émile", "emily", "Eve", "bob", "Bob", "o'neil", "O'Brien", "van Dyke", "Van der Berg", "10 items", "9 items", "_private", "ångström", "Ñandú", "nandu"];
console.log(names.sort((a, b) => a.localeCompare(b)).join(" | "));
console.log("a".localeCompare("B"), "B".localeCompare("a"), "é".localeCompare("e\u0301"), "".localeCompare("a"));
