const dirs = ["n", "s", "e", "w"];
const d = "e";
const tuple = [1, "a"];
console.log(dirs.indexOf(d), tuple, Object.isFrozen(dirs));
