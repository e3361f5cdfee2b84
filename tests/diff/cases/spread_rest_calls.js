// Spread and rest in calls, arrays and objects: order of evaluation, getters invoked, holes become undefined, strings and iterables.
const log = [];
const src = { get a() { log.push("get a"); return 1; }, b: 2 };
const copy = { x: 0, ...src, b: "over", ...null, ...undefined, ..."hi", ...[9] };
console.log(JSON.stringify(copy), log.join());
console.log([...[1, , 3]].length, 1 in [...[1, , 3]], JSON.stringify([...[1, , 3]]), [..."😀a"].length, [...new Map([[1, 2]])][0].join());
const sum = (...xs) => xs.reduce((a, b) => a + b, 0);
console.log(sum(...[1, 2], 3, ...new Set([4, 5])), Math.max(...[]), Math.min(...[3, 1, 2]), sum());
function first(a, b, ...rest) { return `${a}|${b}|${rest.length}|${arguments.length}`; }
console.log(first(...[1]), first(...[1, 2, 3, 4]), first.length, ((...all) => all.length).length);
const order = []; const t = (v) => (order.push(v), v);
((a, b, c) => 0)(t(1), ...[t(2), t(3)], t(4)); console.log(order.join());
const big = Array.from({ length: 50000 }, (_, i) => i); console.log(Math.max(...big), sum(...big.slice(0, 100)));
const objRest = ({ a, ...others }) => Object.keys(others).join(); console.log(objRest({ a: 1, b: 2, c: 3 }), objRest({}));
console.log(JSON.stringify({ ...[1, 2] }), JSON.stringify({ ...new Map([[1, 2]]) }), JSON.stringify({ ..."ab" }), JSON.stringify({ ...Object.create({ inherited: 1 }) }));
