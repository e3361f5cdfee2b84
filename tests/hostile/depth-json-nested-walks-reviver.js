// expect: exit 0, ok
// stdout: RangeError
// A reviver that starts another parse at the bottom of a 500-deep one, 300 times: each
// walk alone is under the JSON depth bound, together they are 150,000 levels of native
// recursion (an 8 MB stack overflowed before the walks shared one count).
let depth = 0;
const text = "[".repeat(500) + "1" + "]".repeat(500);
function reviver(k, v) {
  if (typeof v === "number" && depth++ < 300) JSON.parse(text, reviver);
  return v;
}
try { JSON.parse(text, reviver); console.log("done") } catch (e) { console.log(e.name) }
