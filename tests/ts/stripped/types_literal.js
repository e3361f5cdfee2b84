const xs = ["a", 1, true, -1, 10n, null, undefined];
let dir = "left";
dir = "right";
console.log(xs.length, dir, typeof xs[4]);
