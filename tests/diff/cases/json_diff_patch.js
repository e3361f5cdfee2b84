// JSON reshaping: compute a shallow patch between two records and apply it.
const before = { id: 7, name: "lamp", price: 12.5, tags: ["home"], stock: 3, legacy: "x" };
const after = { id: 7, name: "Lamp", price: 12.5, tags: ["home", "sale"], stock: 0, color: "red" };
const patch = [];
for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
  if (!(k in after)) patch.push({ op: "remove", path: "/" + k });
  else if (!(k in before)) patch.push({ op: "add", path: "/" + k, value: after[k] });
  else if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) patch.push({ op: "replace", path: "/" + k, value: after[k] });
}
console.log(JSON.stringify(patch));
const applied = patch.reduce((doc, { op, path, value }) => {
  const key = path.slice(1);
  const copy = { ...doc };
  if (op === "remove") delete copy[key];
  else copy[key] = value;
  return copy;
}, before);
console.log(JSON.stringify(applied) === JSON.stringify(after), JSON.stringify(applied));
console.log(JSON.stringify(Object.keys(applied).sort().reduce((o, k) => ((o[k] = applied[k]), o), {})));
