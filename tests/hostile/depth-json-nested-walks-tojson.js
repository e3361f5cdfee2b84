// expect: exit 0, ok
// stdout: RangeError
// A toJSON at the bottom of a 250-deep object that stringifies another such object,
// 300 times: the nested walks share the JSON depth bound instead of each taking all of it.
let depth = 0;
function deep() {
  let o = { toJSON() { if (depth++ < 300) JSON.stringify(deep()); return 1; } };
  for (let i = 0; i < 250; i++) o = { o };
  return o;
}
try { JSON.stringify(deep()); console.log("done") } catch (e) { console.log(e.name) }
