function id(x) { return x; }
function pair(a, b) { return [a, b]; }
console.log(id(5), pair("s", true));
const s = new Set(["a", "b"]);
const arr = Array.from([3, 1, 2]).sort();
console.log(s.size, arr);
const nested = id([[1]]);
console.log(nested);
const m = new Map();
console.log(m.size);
