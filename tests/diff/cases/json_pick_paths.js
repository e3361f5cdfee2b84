// Reading values by dotted paths, with defaults, from nested tool results.
const data = { a: { b: [{ c: 1 }, { c: 2, d: { e: "deep" } }] }, list: [10, 20, 30] };
function get(obj, path, dflt) {
  let cur = obj;
  for (const part of path.split(".")) {
    if (cur == null) return dflt;
    cur = cur[/^\d+$/.test(part) ? Number(part) : part];
  }
  return cur === undefined ? dflt : cur;
}
for (const p of ["a.b.0.c", "a.b.1.d.e", "a.x.y", "list.2", "list.9", "a.b.length"]) {
  console.log(p, "=>", JSON.stringify(get(data, p, "none")));
}
