// `using of` never starts a declaration in a for-of head: in `for (using of of [0, 1, 2])`
// `using` is a plain identifier (the loop target) and `of [0, 1, 2]` is the element
// access of[2].
var using, of = [[9], [8], [7]], result = [];
for (using of of [0, 1, 2]) result.push(using);
console.log(JSON.stringify(result));
for (using of [3, 4]) result.push(using);
console.log(JSON.stringify(result), using);
