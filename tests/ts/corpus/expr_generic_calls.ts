function id<T>(x: T): T { return x; }
function pair<A, B>(a: A, b: B): [A, B] { return [a, b]; }
console.log(id<number>(5), pair<string, boolean>("s", true));
const s = new Set<string>(["a", "b"]);
const arr = Array.from<number>([3, 1, 2]).sort();
console.log(s.size, arr);
const nested = id<Array<Array<number>>>([[1]]);
console.log(nested);
const m = new Map<string, Map<string, number>>();
console.log(m.size);
