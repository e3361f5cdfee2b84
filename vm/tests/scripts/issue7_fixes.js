// Engine bugs found by the differential corpus (tests/diff), one line each.
// Annex B: without the u flag, \u{2} is `u` repeated twice, not U+0002.
console.log(new RegExp("^\\u{2}$").test("uu"), new RegExp("\\u{61}").test("a"), /\u{61}/u.test("a"), /[\u{61}]/.test("u"));
// Array.from / Array.of construct with a custom `this` (subclasses and other constructors).
class Tracked extends Array {}
console.log(Tracked.from([1, 2]) instanceof Tracked, Tracked.of(1, 2).length, Array.from.call(Object, { length: 2, 0: "a" }).length);
// Set#add stores -0 as +0; Math.hypot() is +0 and does not overflow on large inputs.
console.log(Object.is([...new Set([-0])][0], 0), Object.is(Math.hypot(), 0), Math.hypot(1e200, 1e200), Math.hypot(3, 4, 12));
// Shrinking an array stops above a non-configurable element and keeps the ones below it.
const a = [1, 2, 3, 4]; Object.defineProperty(a, 2, { value: 3, configurable: false }); a.length = 0;
console.log(a.length, a.join());
// TypedArray indexOf/lastIndexOf find BigInt elements.
const u = new BigUint64Array([1n, 5n, 5n]); console.log(u.indexOf(5n), u.lastIndexOf(5n), u.indexOf(5));
// Number#toString(radix): the shortest digits that read back as the same Number.
console.log((0.1).toString(2), (0.1).toString(36), (1e21).toString(36), (-255.5).toString(16));
// A sticky regex whose Annex B `\2` names no group (the character U+0002), found by fuzz/regex_exec.
const sticky = /(\d+)\s\2/y; sticky.lastIndex = 4;
console.log(sticky.test("abcE23 ABC"), /(\d+)\s\2/y.test("23 \u0002"), /(\d+)\s\2/.test("23 23"));
