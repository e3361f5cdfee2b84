function len(x) { return x.length; }
console.log(len("abc"), len([1, 2]));
function pick(x) { return typeof x === "number" ? String(x) : Number(x); }
console.log(pick(1), pick("2"));
