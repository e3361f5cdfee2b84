// Classes implementing protocols: Symbol.iterator, Symbol.toPrimitive, Symbol.toStringTag, Symbol.hasInstance, species.
class Range {
  constructor(a, b) { this.a = a; this.b = b; }
  *[Symbol.iterator]() { for (let i = this.a; i < this.b; i++) yield i; }
  [Symbol.toPrimitive](hint) { return hint === "number" ? this.b - this.a : `${this.a}..${this.b}`; }
  get [Symbol.toStringTag]() { return "Range"; }
  static [Symbol.hasInstance](x) { return typeof x?.a === "number" && typeof x?.b === "number"; }
}
const r = new Range(2, 6);
console.log([...r].join(), +r, `${r}`, r + "", Object.prototype.toString.call(r), ({ a: 1, b: 2 }) instanceof Range);
console.log(Math.max(...r), Array.from(r, (x) => x * x).join(), new Set(r).size);
class MyArr extends Array { static get [Symbol.species]() { return Array; } }
const m = MyArr.from([1, 2, 3]);
console.log(m instanceof MyArr, m.map((x) => x) instanceof MyArr, m.filter(Boolean).constructor.name, m.length);
class Tracked extends Array {}
const t = Tracked.of(1, 2, 3);
console.log(t.map((x) => x * 2) instanceof Tracked, t.slice(1).constructor.name, Array.isArray(t));
