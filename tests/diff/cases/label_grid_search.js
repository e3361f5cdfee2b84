// Labelled loops in grid searches: break out of nested loops, continue the outer loop, labels on blocks and with do-while.
const grid = ["#..#", "..X.", "....", ".X.."];
let found = null;
search: for (let r = 0; r < grid.length; r++) for (let c = 0; c < grid[r].length; c++) if (grid[r][c] === "X") { found = [r, c]; break search; }
console.log(JSON.stringify(found));
const rowsWithoutHash = [];
rows: for (let r = 0; r < grid.length; r++) { for (const ch of grid[r]) if (ch === "#") continue rows; rowsWithoutHash.push(r); }
console.log(rowsWithoutHash.join());
let log = [];
outer: do { let i = 0; inner: while (true) { i++; if (i === 2) continue inner; if (i > 4) break outer; log.push(i); } } while (false);
console.log(log.join());
block: { log = ["in block"]; if (log.length) break block; log.push("unreachable"); }
console.log(log.join());
const pairs = [];
a: for (const x of [1, 2, 3]) { b: for (const y of [1, 2, 3]) { if (y > x) continue a; if (x + y === 5) break a; pairs.push(`${x}${y}`); } }
console.log(pairs.join(" "));
let n = 0; lbl: for (;;) { switch (n++) { case 0: continue lbl; case 1: break; case 3: break lbl; } } console.log(n);
const primes = []; next: for (let i = 2; primes.length < 10; i++) { for (const p of primes) if (i % p === 0) continue next; primes.push(i); } console.log(primes.join());
