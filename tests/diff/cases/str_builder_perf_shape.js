// Building strings in loops: += vs join, and the results being equal; checksums over many strings.
let s = "";
for (let i = 0; i < 2000; i++) s += String.fromCharCode(97 + (i % 26));
const parts = [];
for (let i = 0; i < 2000; i++) parts.push(String.fromCharCode(97 + (i % 26)));
const joined = parts.join("");
console.log(s.length, s === joined, s.slice(0, 30), s.slice(-5));
let hash = 0;
for (let i = 0; i < s.length; i++) hash = (hash * 31 + s.charCodeAt(i)) >>> 0;
console.log(hash, hash.toString(36));
const lines = Array.from({ length: 50 }, (_, i) => `${String(i).padStart(3, "0")}|${"#".repeat(i % 7)}`);
console.log(lines.slice(0, 3).join(" / "), lines.join("\n").length, lines.filter((l) => l.endsWith("######")).length);
const csv = Array.from({ length: 5 }, (_, r) => Array.from({ length: 4 }, (_, c) => r * c).join(",")).join("\n");
console.log(csv.split("\n").map((row) => row.split(",").reduce((a, b) => a + Number(b), 0)).join());
