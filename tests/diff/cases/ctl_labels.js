// Labelled break/continue across nested loops, switch fallthrough, do-while.
const found = [];
outer: for (let i = 0; i < 5; i++) {
  inner: for (let j = 0; j < 5; j++) {
    if (j === i) continue outer;
    if (i * j === 6) break outer;
    if (j > 3) break inner;
    found.push(`${i}${j}`);
  }
}
console.log(found.join());
function kind(x) {
  const out = [];
  switch (typeof x) {
    case "number": out.push("num");
    case "bigint": out.push("numeric"); break;
    case "string": out.push("str"); break;
    default: out.push("other");
  }
  return out.join("+");
}
console.log(kind(1), kind("s"), kind(null), kind(undefined));
let n = 0; do { n++; } while (n < 0);
block: { if (n) break block; console.log("unreached"); }
console.log("n", n);
