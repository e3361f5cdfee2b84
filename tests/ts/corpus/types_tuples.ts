type Named = [first: string, second?: number, ...rest: boolean[]];
type Ro = readonly [x: number, y: number];
const a: Named = ["a"];
const b: Named = ["b", 2, true, false];
const c: Ro = [1, 2];
type Spread = [...Named, string];
const d: Spread = ["d", 1, "e"];
function tup<T extends unknown[]>(...args: T): T { return args; }
console.log(a, b, c, d, tup(1, "two", [3]));
