// indexOf and includes over every kind of value (numbers, -0, NaN, strings made by
// concatenation, null, undefined, holes, objects, booleans, BigInts, symbols) and every kind
// of receiver: dense and holey arrays, a prototype with elements or a getter, array-likes,
// a String object, an arguments object.
const r = [];
const a = [1, 2.5, -0, NaN, "x", "y" + "z", null, undefined, , {}, true, 10n, Symbol.iterator];
for (const t of [1, 2.5, 0, -0, NaN, "x", "yz", null, undefined, true, false, 10n, 11n, Symbol.iterator, a[9], {}, 3])
  r.push([String(t === undefined ? "undef" : typeof t === "symbol" ? "sym" : t), a.indexOf(t), a.includes(t), a.indexOf(t, 5), a.includes(t, -4), a.lastIndexOf(t)].join(" "));
const h = [1, , 3]; h.length = 6;
r.push(["holes", h.indexOf(undefined), h.includes(undefined), h.includes(undefined, 3), [1,2].includes(undefined)].join(" "));
const p = [, , 7]; Object.setPrototypeOf(p, [5, 6]);
r.push(["proto", p.indexOf(6), p.includes(5), p.indexOf(7)].join(" "));
Array.prototype[1] = "proto"; r.push(["arrproto", [0, , 2].indexOf("proto"), [0, , 2].includes("proto")].join(" ")); delete Array.prototype[1];
const g = [0, 1, 2]; Object.defineProperty(g, 1, { get() { r.push("getter"); return 9; } });
r.push(["getter", g.indexOf(9), g.includes(9)].join(" "));
const al = { length: 3, 0: "a", 1: "b", 2: "c" };
r.push(["arraylike", Array.prototype.indexOf.call(al, "c"), Array.prototype.includes.call(al, "b")].join(" "));
r.push(["string-obj", Array.prototype.indexOf.call(new String("abc"), "b"), Array.prototype.includes.call(new String("abc"), "c")].join(" "));
r.push(["args", (function () { return [Array.prototype.indexOf.call(arguments, 2), Array.prototype.includes.call(arguments, 3)]; })(1, 2, 3).join()].join(" "));
const big = Array.from({ length: 1000 }, (_, i) => i);
r.push(["big", big.indexOf(999), big.includes(1000), big.indexOf(500, 501), big.indexOf(500, -500), big.includes(5, 2000)].join(" "));
const huge = { length: 2 ** 53 - 1, [2 ** 53 - 2]: "end", [2 ** 32]: "far" };
r.push(["huge-length", Array.prototype.indexOf.call(huge, "end", -1), Array.prototype.includes.call(huge, "end", -1), Array.prototype.indexOf.call(huge, "far", 2 ** 32)].join(" "));
console.log(r.join("\n"));
