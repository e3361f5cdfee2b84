// JSON.parse with a reviver that drops, renames and converts values.
const src = '{"user":{"name":"Ada","born":"1815","langs":["en","fr"]},"drop":true,"n":[1,2,3]}';
const seen = [];
const out = JSON.parse(src, function (key, value) {
  seen.push(key === "" ? "<root>" : key);
  if (key === "drop") return undefined;
  if (key === "born") return Number(value);
  if (Array.isArray(value)) return value.length;
  return value;
});
console.log(JSON.stringify(out));
console.log(seen.join(","));
for (const bad of ["{", "[1,]", "{'a':1}", "01", "1e", "\"\\x\"", "tru", "[1] 2"]) {
  try { JSON.parse(bad); console.log("parsed", bad); } catch (e) { console.log(e.name); }
}
console.log(JSON.parse(" [1e3, -0, 0.5, \"\\u0041\\n\"] ")[1] === 0, JSON.parse("-0") === 0);
console.log(Object.is(JSON.parse("-0"), -0));
