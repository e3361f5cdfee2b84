// Labels and control flow across generators and switch: break out of a for-of closes it.
function* src() { try { for (let i = 0; ; i++) yield i; } finally { console.log("src closed"); } }
const seen = [];
scan: for (const x of src()) {
  switch (x % 3) {
    case 0: seen.push("zero" + x); break;
    case 1: if (x > 6) break scan; seen.push("one" + x); continue scan;
    default: seen.push("two" + x);
  }
  seen.push("|");
}
console.log(seen.join(" "));
let found = null;
search: { for (const row of [[1, 2], [3, 4], [5, 6]]) for (const v of row) if (v * v > 10) { found = v; break search; } found = "none"; }
console.log(found);
