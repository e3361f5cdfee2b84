// Array pipelines: map/filter/reduce/flatMap/some/every/find.
const orders = [
  { id: 1, items: [{ sku: "a", n: 2 }, { sku: "b", n: 1 }], paid: true },
  { id: 2, items: [], paid: false },
  { id: 3, items: [{ sku: "a", n: 5 }], paid: true },
];
const skus = orders.filter((o) => o.paid).flatMap((o) => o.items).reduce((m, it) => ((m[it.sku] = (m[it.sku] || 0) + it.n), m), {});
console.log(JSON.stringify(skus));
console.log(orders.some((o) => o.items.length === 0), orders.every((o) => o.id > 0));
console.log(orders.find((o) => !o.paid).id, orders.findIndex((o) => o.id === 3), orders.findLast((o) => o.paid).id, orders.findLastIndex((o) => o.id > 5));
console.log([1, [2, [3, [4]]]].flat().length, [1, [2, [3, [4]]]].flat(Infinity).join());
console.log([1, 2, 3].reduceRight((a, b) => a + "-" + b), [].reduce((a, b) => a + b, "init"));
try { [].reduce((a, b) => a); } catch (e) { console.log(e.name); }
