const o = { name: "n" };
const r = { name: "r", age: 3 };
const m = { name: "m", age: 4 };
const g = { getName: () => "gn", getAge: () => 7 };
const p = {};
console.log(o, r, m, g.getName(), g.getAge(), p);
