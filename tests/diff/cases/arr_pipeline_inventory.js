// Array pipelines: inventory summary with flatMap, reduce, findLast, every/some and at.
const orders = [
  { id: "o1", lines: [{ sku: "A", qty: 2, price: 3.5 }, { sku: "B", qty: 1, price: 10 }] },
  { id: "o2", lines: [{ sku: "A", qty: 1, price: 3.5 }] },
  { id: "o3", lines: [] },
  { id: "o4", lines: [{ sku: "C", qty: 5, price: 0.99 }, { sku: "B", qty: 2, price: 9.5 }] },
];
const lines = orders.flatMap((o) => o.lines.map((l) => ({ ...l, order: o.id })));
console.log(lines.length, lines.map((l) => l.order + l.sku).join());
const bySku = lines.reduce((m, l) => { m[l.sku] = (m[l.sku] ?? 0) + l.qty; return m; }, {});
console.log(JSON.stringify(bySku));
const totals = orders.map((o) => [o.id, o.lines.reduce((s, l) => s + l.qty * l.price, 0)]);
console.log(totals.map(([id, t]) => `${id}=${t.toFixed(2)}`).join(" "));
console.log(orders.filter((o) => o.lines.length).every((o) => o.lines.some((l) => l.qty > 0)), orders.findLast((o) => o.lines.length === 1).id, orders.at(-1).id);
console.log(orders.findIndex((o) => !o.lines.length), orders.map((o) => o.lines.length).indexOf(2), orders.map((o) => o.lines.length).lastIndexOf(2));
const matrix = [[1, 2, 3], [4, 5, 6]];
console.log(JSON.stringify(matrix[0].map((_, c) => matrix.map((r) => r[c]))), [3, 1, 2].toString(), Array.of(7, 8).concat([[9]]).length);
console.log([1, 2, 3, 4, 5].copyWithin(0, 3).join(), [1, 2, 3].includes(NaN), [NaN].includes(NaN), [NaN].indexOf(NaN), [, 1].findIndex((x) => x === undefined));
console.log(JSON.stringify([5, 1, 4].keys().next()), [..."abc"].entries().next().value.join(":"), Array.from("ab", (c, i) => c + i).join());
