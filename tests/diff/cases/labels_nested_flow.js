// Labelled loops and blocks: break/continue to outer labels through try/finally.
const out = [];
outer: for (let i = 0; i < 4; i++) {
  middle: for (let j = 0; j < 4; j++) {
    try {
      if (j === 1) continue middle;
      if (i === 2 && j === 2) continue outer;
      if (i === 3) break outer;
      out.push(`${i}${j}`);
    } finally {
      out.push("f");
    }
  }
}
console.log(out.join(" "));
block: {
  out.length = 0;
  for (const x of [1, 2, 3]) { if (x === 2) break block; out.push(x); }
  out.push("unreached");
}
console.log(out.join());
let n = 0;
loop: do { n++; switch (n) { case 1: continue loop; case 3: break loop; default: out.push("n" + n); } } while (n < 10);
console.log(n, out.join());
