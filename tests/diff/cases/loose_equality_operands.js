// == and != over every pair of operand kinds (the interpreter decides ints, objects
// and null/undefined inline, the rest through IsLooselyEqual's conversions), in
// expressions and in conditions, with valueOf and toString that log their calls.
var log = [];
var withValueOf = { valueOf() { log.push("valueOf"); return 1; } };
var withToString = { toString() { log.push("toString"); return "x"; } };
var sameObj = {};
var values = [
  ["undefined", undefined], ["null", null], ["0", 0], ["1", 1], ["-0", -0], ["NaN", NaN],
  ["1.5", 1.5], ["2**31", 2 ** 31], ["''", ""], ["'1'", "1"], ["'x'", "x"], ["true", true],
  ["false", false], ["sym", Symbol.iterator], ["1n", 1n], ["0n", 0n], ["obj", sameObj],
  ["other obj", {}], ["valueOf 1", withValueOf], ["toString x", withToString], ["[]", []],
  ["[1]", [1]], ["fn", function () {}],
];
var rows = [];
for (var i = 0; i < values.length; i++) {
  var bits = "";
  for (var j = 0; j < values.length; j++) {
    var a = values[i][1], b = values[j][1];
    var eq = a == b, ne = a != b;
    var branch = 0;
    if (a == b) branch += 1;
    if (a != b) branch += 2;
    bits += (eq ? "1" : "0") + (ne === !eq ? "" : "!") + (branch === (eq ? 1 : 2) ? "" : "?");
  }
  rows.push(values[i][0].padEnd(12) + bits);
}
console.log(rows.join("\n"));
console.log(log.length, log.slice(0, 6).join(","));
var n = 0;
for (var k = 0; k < 1000; k++) { if (k == 500) n++; if (sameObj == null) n += 10; if (null == undefined) n += 100; }
console.log(n);
