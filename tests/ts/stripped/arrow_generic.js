const id = (x) => x;
const pair = (a, b) => [a, b];
const constrained = (x) => x.length;
const asyncId = async (x) => x;
console.log(id(1), pair("a", 2), constrained("four"));
asyncId("later").then((v) => console.log(v));
