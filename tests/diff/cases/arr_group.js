// node: core-js
// Object.groupBy and Map.groupBy over records.
const items = [{ k: "fruit", v: "apple" }, { k: "veg", v: "leek" }, { k: "fruit", v: "pear" }, { k: "nut", v: "pecan" }];
const g = Object.groupBy(items, (it) => it.k);
console.log(Object.keys(g).join(), g.fruit.map((x) => x.v).join(), Object.getPrototypeOf(g) === null);
const m = Map.groupBy([1, 2, 3, 4, 5, 6], (n) => (n % 3 === 0 ? "three" : n % 2 ? "odd" : "even"));
console.log([...m.keys()].join(), [...m.values()].map((a) => a.join("+")).join(" "));
