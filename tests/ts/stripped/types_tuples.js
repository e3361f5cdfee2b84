const a = ["a"];
const b = ["b", 2, true, false];
const c = [1, 2];
const d = ["d", 1, "e"];
function tup(...args) { return args; }
console.log(a, b, c, d, tup(1, "two", [3]));
