// Destructuring idioms: swaps, renames, computed keys, rest of objects (own enumerable only), nested arrays of pairs.
let a = 1, b = 2; [a, b] = [b, a]; console.log(a, b);
const arr = [1, 2, 3]; [arr[0], arr[2]] = [arr[2], arr[0]]; console.log(arr.join());
const key = "dyn";
const { [key]: renamed, [`${key}2`]: other = "d2", ...others } = { dyn: 1, x: 2, y: 3 };
console.log(renamed, other, JSON.stringify(others));
const proto = { inherited: 1 };
const src = Object.create(proto, { own: { value: 2, enumerable: true }, hidden: { value: 3, enumerable: false } });
const { ...copy } = src; console.log(JSON.stringify(copy), "inherited" in copy);
const sym = Symbol("s"); const { ...withSym } = { [sym]: 1, n: 2 }; console.log(withSym[sym], Object.getOwnPropertySymbols(withSym).length);
for (const [k, [v1, v2 = "?"]] of Object.entries({ p: [1, 2], q: [3] })) console.log(k, v1, v2);
const obj = {}; ({ a: obj.first, b: obj["second"] } = { a: "A", b: "B" }); console.log(JSON.stringify(obj));
const [{ id }, , [nested] = ["dflt"]] = [{ id: 7 }, null]; console.log(id, nested);
function g({ a, ...rest }) { return Object.keys(rest).join("+"); } console.log(g({ a: 1, b: 2, c: 3 }));
const { toFixed } = 1; console.log(typeof toFixed, (({ length }) => length)([1, 2, 3]));
