// expect: exit 4, heap
// args: --max-heap 32m
// Arrays grown by a many-argument push after a first element are counted by the heap
// limit (the reservation once fell short and the rest grew uncounted: 144 MB here).
const big = new Array(1 << 16).fill(1);
const kept = [];
for (let i = 0; i < 2000; i++) { const a = []; a.push(0); a.push(...big); if (i % 8 === 0) kept.push(a) }
