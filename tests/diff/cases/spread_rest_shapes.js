// Spread and rest: arrays, strings, iterables, object spread ordering and getters.
const a = [1, 2], b = [3];
console.log([...a, ...b, ..."hi", ...new Set([4, 4, 5])].join(), Math.min(...a, ...b));
const [head, ...tail] = "hello";
console.log(head, tail.join(""));
const { x, ...others } = { y: 2, x: 1, z: 3 };
console.log(x, JSON.stringify(others));
let getterRuns = 0;
const withGetter = { get g() { getterRuns++; return "g"; }, plain: 1 };
const spread = { ...withGetter, plain: 2, ...{ extra: true } };
console.log(JSON.stringify(spread), getterRuns, Object.keys({ ...[7, 8] }).join(), JSON.stringify({ ..."ab" }), JSON.stringify({ ...null, ...undefined, ...5 }));
function collect(first, ...rest) { return `${first}/${rest.length}/${rest.join("+")}`; }
console.log(collect(), collect(1), collect(1, 2, 3), collect(...[], ...[9]));
const merged = [[1, 2], [3], []].reduce((acc, arr) => [...acc, ...arr], []);
console.log(merged.join(), [...Array(3).keys()].join(), Array.from({ length: 2, 0: "a" }).join("|"));
