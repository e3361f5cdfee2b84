// Coercions in relational and equality operators with mixed operand types.
const vals = [0, "0", "", " ", null, undefined, NaN, [], [0], ["1"], {}, false, "a", 1];
const rows = [];
for (const x of vals) {
  const cells = [];
  for (const y of vals) cells.push((x == y ? "=" : ".") + (x < y ? "<" : ".") + (x >= y ? "g" : "."));
  rows.push(cells.join(" "));
}
console.log(rows.join("\n"));
console.log([] + [], [] + {}, [1] + [2], 1 + null, 1 + undefined, "3" * "4", "3" + 4, 3 + "4" - 1, true + true, +[], +{}, +"0x10", -"");
console.log(null >= 0, null > 0, null == 0, undefined == null, NaN != NaN, "10" > "9", 10 > "9", "abc" < "abd", [2] > 1, [1, 2] == "1,2");
