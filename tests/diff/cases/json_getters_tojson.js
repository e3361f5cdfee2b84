// JSON.stringify calls getters, skips non-enumerable and symbol keys, uses toJSON on nested values.
class Money { constructor(c) { this.cents = c; } toJSON() { return `$${(this.cents / 100).toFixed(2)}`; } }
const order = {
  id: 7,
  get total() { return new Money(1999); },
  items: [new Money(500), { price: new Money(1499), qty: 1 }],
  [Symbol("hidden")]: true,
};
Object.defineProperty(order, "secret", { value: "x", enumerable: false });
console.log(JSON.stringify(order));
console.log(JSON.stringify(order, (k, v) => (k === "qty" ? undefined : v)));
console.log(JSON.stringify(new Map([[1, 2]])), JSON.stringify(new Set([1])), JSON.stringify([function () {}, Symbol()]));
const cyc = { name: "loop" }; cyc.self = cyc;
try { JSON.stringify(cyc); } catch (e) { console.log(e.name); }
console.log(JSON.stringify({ date: { toJSON: () => "2020-01-01" } }), JSON.stringify("x", null, 100).length);
