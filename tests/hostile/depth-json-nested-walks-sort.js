// expect: exit 0, ok
// stdout: RangeError
// A sort comparator that parses deep JSON with a reviver that sorts again: native
// re-entry and JSON walks alternate, and both bounds hold together.
let depth = 0;
const text = "[".repeat(250) + "]".repeat(250);
function again() {
  [2, 1].sort(() => { if (depth++ < 300) JSON.parse(text, () => again()); return 0; });
}
try { again(); console.log("done") } catch (e) { console.log(e.name) }
