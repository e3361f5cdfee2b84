// Searches over strings longer than the engine's search window (65,536 positions), with
// needles on both sides of a window's edge and longer than a window.
const big = "ab".repeat(100000) + "needle" + "cd".repeat(100000);
const u = "é" + big + "☃";
const r = [];
for (const s of [big, u]) {
  r.push(s.indexOf("needle"), s.lastIndexOf("needle"), s.indexOf("needle", 200001), s.lastIndexOf("needle", 199999), s.includes("dcd"), s.indexOf("ab", 199990), s.lastIndexOf("cd"), s.lastIndexOf("ab", 5), s.indexOf("☃"), s.lastIndexOf("é"), s.indexOf(""), s.lastIndexOf(""), s.indexOf("x".repeat(70000)), s.lastIndexOf("b" + "cd".repeat(40000)));
}
const rep = "a".repeat(200000); r.push(rep.indexOf("a".repeat(70000) + "b"), rep.lastIndexOf("a".repeat(70000)), rep.indexOf("a".repeat(70000), 100000));
console.log(r.join());
