// String comparison and search: case-insensitive sorting via keys, prefix trees with objects, counting.
const words = ["Banana", "apple", "cherry", "Apple", "banana", "date", "Cherry", "apricot"];
const ci = [...words].sort((a, b) => { const x = a.toLowerCase(), y = b.toLowerCase(); return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0; });
console.log(ci.join(" "));
const trie = {};
for (const w of words.map((w) => w.toLowerCase())) { let node = trie; for (const ch of w) node = node[ch] ??= {}; node.$ = (node.$ ?? 0) + 1; }
const complete = (prefix) => { let node = trie; for (const ch of prefix) { node = node[ch]; if (!node) return []; } const out = []; const walk = (n, acc) => { if (n.$) out.push(acc + "x" + n.$); for (const k of Object.keys(n).sort()) if (k !== "$") walk(n[k], acc + k); }; walk(node, prefix); return out; };
console.log(complete("ap").join(), complete("b").join(), complete("z").length);
const text = "she sells sea shells by the sea shore";
const positions = [];
for (let i = text.indexOf("se"); i !== -1; i = text.indexOf("se", i + 1)) positions.push(i);
console.log(positions.join(), text.split("sea").length - 1, text.replaceAll("sea", "SEA").includes("SEA shore"));
