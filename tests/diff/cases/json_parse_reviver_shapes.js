// JSON.parse: reviver walks bottom-up, deletes with undefined, numbers and escapes.
const text = '{"a":[1,2,{"b":"x"}],"c":{"d":3.5e2,"e":null},"f":"\\u00e9\\n"}';
const visited = [];
const out = JSON.parse(text, (k, v) => { visited.push(k); if (k === "e") return undefined; return typeof v === "number" ? v * 2 : v; });
console.log(visited.join(","));
console.log(JSON.stringify(out));
for (const bad of ["{'a':1}", "[1,]", "01", "\"\\x41\"", "{\"a\" 1}", "", "1 2", "nul"]) {
  try { JSON.parse(bad); console.log("parsed", bad); } catch (e) { console.log("SyntaxError?", e instanceof SyntaxError); }
}
console.log(JSON.parse(" [ -0 , 1E3, 0.5e-1, true ] ").map((x) => Object.is(x, -0) ? "-0" : String(x)).join());
console.log(JSON.parse('"\\ud83d\\ude00"').length, JSON.parse('{"__proto__": 1}').__proto__, Object.keys(JSON.parse('{"b":1,"a":2,"1":3}')).join());
