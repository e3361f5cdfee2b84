// flat and flatMap: depths, holes, a subclass, a species that returns a plain object, and a
// long result appended to a plain array.
console.log(JSON.stringify([1, [2, [3, [4]]], , 5].flat()), JSON.stringify([1, [2, [3, [4]]]].flat(Infinity)), JSON.stringify([[1], [2, , 3]].flat()));
console.log(JSON.stringify([1, 2].flatMap((x) => [x, x * 2])), JSON.stringify([[1], 2].flatMap((x) => x)));
class My extends Array {} const m = My.from([[1], [2]]).flat(); console.log(m instanceof My, JSON.stringify(m));
const s = [[1, 2]]; s.constructor = { [Symbol.species]: function (n) { return { length: 0 }; } }; console.log(JSON.stringify(s.flat()));
const big = Array.from({ length: 10000 }, (_, i) => [i]); console.log(big.flat().length, big.flat()[9999]);
