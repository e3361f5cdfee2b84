// Array.from with iterables, array-likes and map functions; Array.of; spread.
console.log(Array.from("héllo").join("|"), Array.from({ length: 3 }, (_, i) => i * i).join());
console.log(Array.from(new Set([3, 1, 3, 2])).join(), Array.from(new Map([[1, "a"]])).join(";"));
console.log(Array.of(7).length, Array(7).length, Array.of(1, 2).join(), [..."ab", ...[1, 2]].join());
console.log(JSON.stringify(Array.from({ length: 2, 0: "x", 1: "y", 2: "z" })));
function* gen() { yield 1; yield 2; }
console.log(Array.from(gen(), (x) => x * 10).join(), [...gen()].length);
console.log(Array.isArray([]), Array.isArray({ length: 0 }), Array.isArray(Array.prototype));
