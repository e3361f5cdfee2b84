// Array methods applied generically to array-likes and strings via call.
const arrayLike = { length: 3, 0: "a", 1: "b", 2: "c" };
console.log(Array.prototype.map.call(arrayLike, (x) => x.toUpperCase()).join(), Array.prototype.join.call(arrayLike, "+"));
console.log(Array.prototype.slice.call("hello", 1, 3).join(), Array.prototype.filter.call("banana", (c) => c !== "a").join(""));
const obj = { length: 0 };
Array.prototype.push.call(obj, "x", "y");
console.log(JSON.stringify(obj), Array.prototype.indexOf.call(obj, "y"), Array.prototype.includes.call(obj, "z"));
function args() { return Array.prototype.reverse.call(arguments); }
console.log(JSON.stringify(args(1, 2, 3)), Array.from(args(4, 5)).join());
console.log(Array.prototype.reduce.call("abc", (a, c) => c + a, ""), [].concat.call([1], [2], 3).join());
