function freeze(arr) { return Object.freeze(arr.slice()); }
const f = freeze([1, 2]);
const k = "b";
const big = ["r"];
console.log(f, k, big, Object.isFrozen(f));
