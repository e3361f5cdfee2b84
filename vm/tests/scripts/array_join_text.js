// Array.prototype.join over Latin-1 and UTF-16 pieces and separators (the Latin-1
// builder widens at the first UTF-16 piece), holes, nested arrays, cycles, array-likes.
const r = [];
r.push([1, "a", null, undefined, "é", 2.5].join());
r.push(["x", "\u0101", "y"].join("-"));
r.push(["\u0101", "b"].join(""));
r.push(["a", "b"].join("\u2028"));
r.push([].join("x"), [[]].join(), [["a", ["b"]], "c"].join(";"));
const a = ["p"]; a.push(a); r.push(a.join("+"));
r.push(Array.from({ length: 30 }, (_, i) => i).join(""));
r.push(Array.prototype.join.call({ length: 3, 0: "q", 2: "\u00ff" }, "\u00e9"));
r.push([1,2,3].join({ toString() { return "\ud800"; } }).length);
print(JSON.stringify(r));
