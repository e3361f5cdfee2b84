// Iterator closing by destructuring, spread of partial iterators, generators that clean up.
function* gen(label) { try { yield 1; yield 2; yield 3; } finally { console.log(label, "closed"); } }
const [a] = gen("destructure one");
console.log(a);
const [b, c, d, e] = gen("destructure all");
console.log(b, c, d, e);
const [first, ...rest] = gen("rest");
console.log(first, rest.join());
for (const v of gen("break")) { if (v === 2) break; }
try { for (const v of gen("throw")) { throw new Error("stop at " + v); } } catch (err) { console.log(err.message); }
const it = gen("manual");
it.next();
console.log(JSON.stringify(it.return("done")), JSON.stringify(it.next()));
