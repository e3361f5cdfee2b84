const dirs = ["n", "s", "e", "w"] as const;
type D = (typeof dirs)[number];
const d: D = "e";
const tuple = [1, "a"] as const;
console.log(dirs.indexOf(d), tuple, Object.isFrozen(dirs));
