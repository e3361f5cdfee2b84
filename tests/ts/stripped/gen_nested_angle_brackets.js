const m = new Map();
m.set("a", new Map([["b", [1, 2]]]));
const x = [[[3]]];
console.log(m.get("a").get("b"), x[0][0][0]);
let y;
y = new Set([new Set([4])]);
console.log(y.size);
