// Property enumeration order: integer keys ascending, then strings in insertion order, then symbols.
const o = { b: 1, 2: 1, a: 1, 1: 1, [Symbol("s")]: 1, "-1": 1, 1.5: 1 };
o[0] = 1; o.c = 1;
console.log(Object.keys(o).join(), Reflect === undefined ? "" : "");
console.log(Object.getOwnPropertyNames(o).join(), Object.getOwnPropertySymbols(o).length);
const arr = ["x", "y"]; arr.extra = 1;
console.log(Object.keys(arr).join(), JSON.stringify(Object.entries(arr)));
const inherited = Object.create({ inh: 1 }); inherited.own = 2;
const forin = []; for (const k in inherited) forin.push(k);
console.log(forin.join(), Object.keys(inherited).join(), "inh" in inherited, inherited.hasOwnProperty("inh"));
delete o.b; o.b = 2;
console.log(Object.keys(o).join());
