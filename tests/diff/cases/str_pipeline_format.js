// String work: a small report formatter with padding, repeat and case changes.
const items = [["apple", 1.5, 3], ["banana split", 12, 1], ["kiwi", 0.25, 12]];
const w = Math.max(...items.map(([n]) => n.length));
const line = "+" + "-".repeat(w + 2) + "+" + "-".repeat(10) + "+";
console.log(line);
for (const [name, price, qty] of items) {
  const total = (price * qty).toFixed(2);
  console.log(`| ${name.padEnd(w)} | ${total.padStart(8)} |`);
}
console.log(line);
const title = "the quick brown fox";
console.log(title.split(" ").map((x) => x[0].toUpperCase() + x.slice(1)).join(" "));
console.log(title.replaceAll("o", "0").replace("q", "Q").at(-1), title.indexOf("brown"), title.lastIndexOf("o"));
console.log(["x", "y", "z"].map((c, i) => c.repeat(i + 1)).join("|"));
console.log("  trim me  ".trimStart() + "|", "|" + "  trim me  ".trimEnd(), "abc".localeCompare === undefined);
console.log("Hello".split("").reverse().join(""), "ab".concat("cd", 1, null), "%".padStart(3, "ab"));
