function freeze<T>(arr: readonly T[]): readonly T[] { return Object.freeze(arr.slice()); }
const f = freeze([1, 2]);
type K = keyof { a: 1; b: 2 };
const k: K = "b";
const big: ReadonlyArray<string> = ["r"];
console.log(f, k, big, Object.isFrozen(f));
