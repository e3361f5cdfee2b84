// Needles of repeats in haystacks of repeats, longer than the engine's search window
// (65,536 positions): searches that fall back to Knuth-Morris-Pratt, one-byte text
// searched by memmem, and matches just before, on and after a window's edge.
const r = [];
const edge = 65536;
for (const unit of ["a", "\u0101"]) {
  const run = unit.repeat(3 * edge);
  for (const at of [edge - 9000, edge - 8192, edge - 1, edge, 2 * edge + 5]) {
    const hay = run.slice(0, at) + "b" + run.slice(at);
    for (const n of [1, 7, 8191, 70000]) {
      const needle = unit.repeat(n) + "b";
      const back = "b" + unit.repeat(n);
      r.push([at, n, hay.indexOf(needle), hay.indexOf(needle, at - n + 1), hay.indexOf(needle, at - n + 2),
        hay.lastIndexOf(back), hay.lastIndexOf(back, at - 1), hay.includes(unit + "b" + unit),
        hay.replace(needle, "[$&]").length, hay.replaceAll(needle, "").length].join(" "));
    }
  }
}
console.log(r.join("\n"));
