// Allocation-heavy code inside async functions, generators and callbacks: values held
// across suspensions and calls must survive collections.
function* pairs(n) {
  for (let i = 0; i < n; i++) {
    const o = { i, tag: "p" + i, list: [i, i * 2] };
    yield o;
  }
}
let sum = 0;
for (const p of pairs(2000)) sum += p.list[1] + p.tag.length;
print("generator", sum);
async function work(n) {
  const kept = [];
  for (let i = 0; i < n; i++) {
    const v = await Promise.resolve({ i, s: "v" + i });
    if (i % 100 === 0) kept.push(v);
  }
  return kept.map((v) => v.s).join(",");
}
work(1000).then((r) => print("async", r));
const mapped = Array.from({ length: 500 }, (_, i) => ({ i })).map((o) => ({ sq: o.i * o.i, s: String(o.i) }));
print("callbacks", mapped.reduce((a, o) => a + o.sq, 0), mapped[499].s);
const sorted = [...Array(300).keys()].map((i) => ({ k: (i * 7919) % 300 })).sort((a, b) => a.k - b.k);
print("sort", sorted[0].k, sorted[299].k);
let s = "";
for (let i = 0; i < 2000; i++) s += String.fromCharCode(97 + (i % 26));
print("string", s.length, s.slice(0, 5), s.slice(-3));
