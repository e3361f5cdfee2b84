type Dir = "up" | "down";
type Ev = `on${Capitalize<Dir>}`;
type Pair<A extends string, B extends string> = `${A}-${B}`;
type Nested = `a${`b${"c"}`}d`;
const e: Ev = "onUp";
const p: Pair<"x", "y"> = "x-y";
const n: Nested = "abcd";
console.log(e, p, n);
