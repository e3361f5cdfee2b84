// Map and Set iteration while entries are deleted and added: the table drops its
// tombstones on the way (a rebuild moves the entries), and iterators keep their place.
const s = new Set();
for (let i = 0; i < 200; i++) s.add(i);
const seen = [];
for (const x of s) {
  seen.push(x);
  s.delete(x);
  if (x < 100) s.add(x + 1000);
}
console.log(seen.length, seen.slice(0, 3).join(), seen.slice(-3).join(), s.size);

// An iterator made before a clear sees what is added after it.
const m = new Map([[1, "a"], [2, "b"], [3, "c"]]);
const it = m.entries();
console.log(JSON.stringify(it.next().value));
m.clear();
m.set(4, "d");
console.log(JSON.stringify(it.next()), JSON.stringify(it.next()));
m.set(5, "e");
console.log(JSON.stringify(it.next()));

// Two iterators over one map, one of them paused while most entries go.
const big = new Map();
for (let i = 0; i < 1000; i++) big.set("k" + i, i);
const a = big.keys();
const b = big.values();
for (let i = 0; i < 10; i++) a.next();
for (let i = 0; i < 990; i++) big.delete("k" + i);
console.log(a.next().value, b.next().value, big.size);
for (let i = 0; i < 5; i++) big.set("n" + i, -i);
console.log([...a].length, [...b].join());

// forEach that deletes ahead and adds behind.
const f = new Map();
for (let i = 0; i < 100; i++) f.set(i, i);
let visits = 0;
f.forEach((v, k) => {
  visits++;
  f.delete(k + 1);
  if (k % 10 === 0 && k < 50) f.set(k + 0.5, 0);
});
console.log(visits, f.size);

// Used as a queue: the size stays what it holds, and keys keep working.
const q = new Map();
for (let i = 0; i < 100000; i++) {
  q.set(i, i * 2);
  if (i >= 3) q.delete(i - 3);
}
console.log(q.size, [...q].join(";"), q.get(99999), q.has(99996));
// -0 and NaN as keys after rebuilds.
const z = new Map();
for (let i = 0; i < 50; i++) z.set(i, i);
for (let i = 0; i < 48; i++) z.delete(i);
z.set(-0, "zero");
z.set(NaN, "nan");
console.log(z.get(0), z.get(NaN), Object.is([...z.keys()][2], 0), z.size);
