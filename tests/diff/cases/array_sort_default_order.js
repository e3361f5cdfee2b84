// sort() and toSorted() without a comparator: strings by UTF-16 code units (one-byte and
// two-byte strings mixed, astral characters after U+FFxx), numbers by their strings
// (-0, NaN, Infinity, exponents), booleans and null, undefined and holes last, the order
// of equal keys kept; and arrays holding objects, whose toString runs at each comparison.
const mixed = ["b", "a", "é", "\uFF5E", "\u{1F600}", "Z", "", "aa", "a\u0000", "\u00FF", "\u0100", 10, 9, -0, 0, NaN, Infinity, -Infinity, 1e21, 1e-7, 2.5, true, false, null, undefined, "null", "true", , "10"];
console.log(JSON.stringify(mixed.toSorted()));
const nums = [100, 25, 3, -1, -20, 1000, 0.5, 5e-324, 1.7976931348623157e308];
console.log(nums.slice().sort().join(" "));
console.log(JSON.stringify([3, 1, 2, "1", "3", 1].sort()), JSON.stringify([..."hello world"].sort().join("")));
let calls = 0;
const objs = [{ toString() { calls++; return "b"; } }, { toString() { calls++; return "a"; } }, "c"];
console.log(objs.sort().map(String).join(), calls > 2);
console.log([10n, 9n, 1n].sort().join(), [Symbol.iterator].sort().length);
const big = Array.from({ length: 2000 }, (_, i) => "k" + ((i * 7919) % 1009));
const s = big.slice().sort();
console.log(s.slice(0, 5).join(), s.slice(-3).join(), s.every((v, i) => i === 0 || s[i - 1] <= v));
