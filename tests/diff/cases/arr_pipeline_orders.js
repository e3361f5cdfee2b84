// An order-processing pipeline: flatMap, filter, reduce into groups, totals formatted with toFixed.
const orders = [
  { id: "o1", customer: "acme", items: [{ sku: "A", qty: 2, price: 9.99 }, { sku: "B", qty: 1, price: 24.5 }] },
  { id: "o2", customer: "globex", items: [{ sku: "A", qty: 10, price: 9.49 }] },
  { id: "o3", customer: "acme", items: [] },
  { id: "o4", customer: "initech", items: [{ sku: "C", qty: 3, price: 0.333 }, { sku: "B", qty: 2, price: 24.5 }] },
];
const lines = orders.flatMap((o) => o.items.map((it) => ({ order: o.id, customer: o.customer, ...it, total: it.qty * it.price })));
console.log(lines.length, lines.map((l) => l.total.toFixed(2)).join(" "));
const bySku = lines.reduce((acc, l) => ({ ...acc, [l.sku]: (acc[l.sku] ?? 0) + l.qty }), {});
console.log(JSON.stringify(bySku));
const perCustomer = new Map();
for (const l of lines) perCustomer.set(l.customer, (perCustomer.get(l.customer) ?? 0) + l.total);
console.log([...perCustomer].sort((a, b) => b[1] - a[1]).map(([c, t]) => `${c}=${t.toFixed(2)}`).join(", "));
console.log(orders.filter((o) => o.items.length === 0).map((o) => o.id), orders.findLast((o) => o.customer === "acme").id, orders.findLastIndex((o) => o.items.length > 1));
console.log(lines.some((l) => l.qty > 5), lines.every((l) => l.price > 0), lines.map((l) => l.sku).join(""), [...new Set(lines.map((l) => l.sku))].join());
