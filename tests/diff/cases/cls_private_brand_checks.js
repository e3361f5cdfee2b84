// Private fields and methods: brand checks with `#x in obj`, TypeErrors on foreign objects, private statics.
class Point {
  #x; #y; static #count = 0;
  constructor(x, y) { this.#x = x; this.#y = y; Point.#count++; }
  static isPoint(o) { return #x in o; }
  static count() { return Point.#count; }
  #norm() { return Math.hypot(this.#x, this.#y); }
  get length() { return this.#norm(); }
  equals(o) { return Point.isPoint(o) && o.#x === this.#x && o.#y === this.#y; }
  static peek(o) { return o.#x; }
}
const p = new Point(3, 4), q = new Point(3, 4);
console.log(p.length, p.equals(q), p.equals({}), Point.isPoint(p), Point.isPoint({}), Point.count());
try { Point.peek({}); } catch (e) { console.log(e.name); }
console.log(Object.keys(p).length, JSON.stringify(p), Object.getOwnPropertyNames(Point.prototype).join());
class Sub extends Point { #x = "sub"; sx() { return this.#x; } }
const s = new Sub(1, 2);
console.log(s.sx(), Point.peek(s), Point.isPoint(s), s.length.toFixed(3));
class Counter { #n = 0; inc() { return ++this.#n; } static create() { const c = new Counter(); c.inc(); return c; } }
const c = Counter.create(); console.log(c.inc(), c.inc());
try { Counter.prototype.inc.call({}); } catch (e) { console.log(e.name); }
