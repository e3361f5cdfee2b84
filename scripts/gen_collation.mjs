// Prints the two tables of vm/src/builtins/collation.rs from node's default collation
// (ICU root, node v20): the order of printable ASCII (letters by their lowercase) and
// the secondary rank of each combining mark U+0300..U+036F (0: ignorable).
// Run: node scripts/gen_collation.mjs
const ascii = [];
for (let c = 0x20; c <= 0x7e; c++) {
  const ch = String.fromCharCode(c);
  if (ch >= "A" && ch <= "Z") continue;
  ascii.push(ch);
}
ascii.sort((a, b) => a.localeCompare(b));
console.log("const ASCII_ORDER: &[u8] = b" + JSON.stringify(ascii.join("")) + ";");
const marks = [];
for (let c = 0x300; c <= 0x36f; c++) marks.push(c);
const key = (m) => "e" + String.fromCharCode(m);
marks.sort((a, b) => key(a).localeCompare(key(b)) || a - b);
const rank = new Array(0x70).fill(0);
let r = "e".localeCompare(key(marks[0])) === 0 ? 0 : 1;
for (let i = 0; i < marks.length; i++) {
  if (i > 0 && key(marks[i - 1]).localeCompare(key(marks[i])) !== 0) r++;
  rank[marks[i] - 0x300] = r;
}
console.log("static MARK_RANK: [u8; 0x70] = [" + rank.join(", ") + "];");
