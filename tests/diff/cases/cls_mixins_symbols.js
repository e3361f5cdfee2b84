// Mixins, Symbol.iterator on classes, Symbol.toPrimitive and toStringTag.
const Serializable = (Base) => class extends Base { serialize() { return JSON.stringify(this); } };
const Named = (Base) => class extends Base { get label() { return `<${this.name}>`; } };
class Point { constructor(x, y) { this.x = x; this.y = y; } }
class NamedPoint extends Serializable(Named(Point)) { constructor(n, x, y) { super(x, y); this.name = n; } }
const p = new NamedPoint("P", 1, 2);
console.log(p.serialize(), p.label, p instanceof Point);
class Range {
  constructor(a, b) { this.a = a; this.b = b; }
  *[Symbol.iterator]() { for (let i = this.a; i < this.b; i++) yield i; }
  [Symbol.toPrimitive](hint) { return hint === "number" ? this.b - this.a : `${this.a}..${this.b}`; }
  get [Symbol.toStringTag]() { return "Range"; }
}
const r = new Range(2, 6);
console.log([...r].join(), +r, `${r}`, r + "", Object.prototype.toString.call(r));
