// split with limits and edge separators, join of holes and nullish values.
const s = "a,b,,c,";
console.log(JSON.stringify(s.split(",")), JSON.stringify(s.split(",", 2)), JSON.stringify(s.split("")));
console.log(JSON.stringify("".split(",")), JSON.stringify("".split("")), JSON.stringify("abc".split()));
console.log(JSON.stringify("a--b--c".split("--")), JSON.stringify("😀x😀".split("")).length);
console.log([1, null, undefined, , "x", [2, 3]].join("-"));
console.log([].join(), [[]].join(), [[], []].join(";"));
console.log("line1\nline2\r\nline3".split("\n").map((l) => l.trim()).join("|"));
