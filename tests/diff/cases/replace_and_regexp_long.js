// replace, replaceAll and RegExp searches over subjects longer than the engine's scan
// window (65,536 positions), with matches on both sides of a window's edge, needles
// longer than a window, and sticky patterns whose prefix is not at lastIndex.
const h = (s) => { let x = 0; for (let i = 0; i < s.length; i++) x = (x * 31 + s.charCodeAt(i)) | 0; return s.length + ":" + x; };
const edge = 65536;
const big = "x".repeat(edge - 2) + "needle" + "y".repeat(edge) + "needle" + "z".repeat(3);
const wide = "\u0101" + big.slice(1);
const r = [];
for (const s of [big, wide]) {
  r.push(h(s.replace("needle", "N")), h(s.replaceAll("needle", "N")), h(s.replaceAll("e", "$&$&")));
  r.push(h(s.replaceAll("y", "")), h(s.replaceAll("", "-").slice(0, 40)), h(s.replace("z", (m, p) => p)));
  r.push(h(s.replaceAll("x".repeat(70000), "!")), h(s.replaceAll("y".repeat(edge), "!")));
  r.push(/needle/.exec(s).index, s.search(/needle/), [...s.matchAll(/needle/g)].map((m) => m.index).join("/"));
  r.push(/needlez/.test(s), (s.match(/y+n/) || [""])[0].length, s.lastIndexOf("needle"));
  const st = /needle/y;
  for (const at of [0, edge - 2, edge - 1, edge + edge + 4]) {
    st.lastIndex = at;
    r.push(at + "=" + st.test(s) + "," + st.lastIndex);
  }
  r.push(h(s.replace(/e(e)d/g, "[$1]")), s.split(/needle/).map((p) => p.length).join("/"));
}
const many = "ab".repeat(200000);
r.push(h(many.replaceAll("a", "\u00e9")), h(many.replaceAll("b", "\u0101\u0102")), h(many.replace(/b/g, "")));
console.log(r.join("\n"));
