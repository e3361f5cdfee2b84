// expect: exit 0, ok
// stdout: RangeError
// A reviver that starts another parse at the bottom of a 250-deep one, 300 times: each
// walk alone is under the JSON depth bound (300 in debug builds), together they are
// 75,000 levels of native recursion (an 8 MB stack overflowed before the walks shared
// one count).
let depth = 0;
const text = "[".repeat(250) + "1" + "]".repeat(250);
function reviver(k, v) {
  if (typeof v === "number" && depth++ < 300) JSON.parse(text, reviver);
  return v;
}
try { JSON.parse(text, reviver); console.log("done") } catch (e) { console.log(e.name) }
