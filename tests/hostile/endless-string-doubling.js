// expect: exit 1, RangeError
// args: --max-heap 32m
// Ropes keep the doubling string small in memory: the length limit (2^30 units) is
// what it reaches first.
let s = "ab"; for (let i = 0; ; i++) s = s + s.length + s
