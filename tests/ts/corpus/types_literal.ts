type Lit = "a" | 1 | true | -1 | 10n | null | undefined;
const xs: Lit[] = ["a", 1, true, -1, 10n, null, undefined];
let dir: "left" | "right" = "left";
dir = "right";
console.log(xs.length, dir, typeof xs[4]);
