const m: Map<string, Map<string, Array<number>>> = new Map();
m.set("a", new Map([["b", [1, 2]]]));
const x: Array<Array<Array<number>>>= [[[3]]];
console.log(m.get("a")!.get("b"), x[0][0][0]);
let y: Set<Set<number>>;
y = new Set([new Set([4])]);
console.log(y.size);
