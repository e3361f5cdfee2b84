// continue and break in while/do-while with labels and finally blocks: the finally runs on each jump, counters stay consistent.
const log = [];
let i = 0;
outer: while (i < 4) { i++; let j = 0; do { j++; try { if (j === 2) continue; if (i === 3) continue outer; if (j === 3) break; log.push(`${i}.${j}`); } finally { log.push("f"); } } while (j < 4); }
console.log(log.join(" "));
let k = 0, iterations = 0; do { iterations++; if (++k < 3) continue; } while (k < 5); console.log(k, iterations);
const res = []; let n = 0;
loop: for (;;) { n++; switch (n % 3) { case 0: continue loop; case 1: res.push("one"); break; default: if (n > 7) break loop; res.push("two"); } } console.log(res.join(), n);
function findIn(matrix, target) { let steps = 0; rows: for (const row of matrix) { for (const v of row) { steps++; if (v === target) return { steps, found: true }; if (v > target) continue rows; } } return { steps, found: false }; }
console.log(JSON.stringify(findIn([[1, 5, 9], [2, 3, 10], [4, 6, 7]], 6)), JSON.stringify(findIn([[1]], 0)));
let count = 0; a: { b: { count++; if (count) break b; count = 100; } count += 10; break a; } console.log(count);
