// JSON.stringify of a ~1 MB document of query rows (built once, stringified 20 times).
let seed = 12345;
function next() {
  seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5;
  return seed >>> 0;
}
const rows = [];
for (let i = 0; i < 7000; i++) {
  const r = next();
  rows.push({
    id: i,
    name: "user_" + (r % 100000),
    email: "user" + i + "@example.com",
    active: (r & 1) === 1,
    score: (r % 10000) / 100,
    tags: ["t" + (r % 7), "t" + (r % 11)],
    note: r % 5 === 0 ? null : "row \"" + i + "\" of the result set",
  });
}
const doc = { columns: ["id", "name", "email", "active", "score", "tags", "note"], rows: rows };
let check = 0;
let len = 0;
for (let k = 0; k < 20; k++) {
  const text = JSON.stringify(doc);
  len = text.length;
  check = (check + len + text.charCodeAt(k * 1000)) % 1000003;
}
print(len, check);
