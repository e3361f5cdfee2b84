// Classes with Symbol.iterator methods, static factory caches, and instanceof across subclasses.
class Vec {
  static #cache = new Map();
  static of(x, y) { const k = x + "," + y; if (!Vec.#cache.has(k)) Vec.#cache.set(k, new Vec(x, y)); return Vec.#cache.get(k); }
  static get cached() { return Vec.#cache.size; }
  constructor(x, y) { this.x = x; this.y = y; Object.freeze(this); }
  add(o) { return Vec.of(this.x + o.x, this.y + o.y); }
  get length() { return Math.sqrt(this.x * this.x + this.y * this.y); }
  *[Symbol.iterator]() { yield this.x; yield this.y; }
  toJSON() { return [this.x, this.y]; }
  toString() { return `(${this.x}, ${this.y})`; }
}
const a = Vec.of(3, 4), b = Vec.of(3, 4);
console.log(a === b, a.length, String(a.add(b)), JSON.stringify({ a, sum: a.add(Vec.of(1, 1)) }), [...a].join("/"), Vec.cached);
a.x = 100;
console.log(a.x, Object.isFrozen(a), Math.max(...a.add(a)));
class Vec3 extends Vec { constructor(x, y, z) { super(x, y); } }
try { new Vec3(1, 2, 3); } catch (e) { console.log(e.name); }
console.log(Vec.of(0, 0) instanceof Vec, Object.getOwnPropertyNames(Vec).sort().join());
