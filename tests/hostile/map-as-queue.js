// expect: exit 0, ok
// args: --max-heap 16m
// stdout: 3 999997,999998,999999
// A Map used as a queue holds three entries at a time: deleted entries must not pile
// up (a million of them took 24 MB of entries and more of index).
const q = new Map();
for (let i = 0; i < 1e6; i++) {
  q.set(i, i);
  if (i >= 3) q.delete(i - 3);
}
console.log(q.size, [...q.keys()].join());
