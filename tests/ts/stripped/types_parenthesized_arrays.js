const a = [1, "2"];
const b = [() => console.log("called")];
const c = [["x"]];
const d = [[1], [2, 3]];
const e = new Map([["k", [new Set([1])]]]);
b[0]();
console.log(a, c, d, e.get("k")[0].has(1));
