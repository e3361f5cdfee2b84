class Point {
  #secret = 42;
  static count = 0;
  label = "pt";
  constructor(x, y) { this.x = x; this.y = y; Point.count++; }
  get sum() { return this.x + this.y; }
  reveal() { return this.#secret; }
  static make() { return new Point(1, 2); }
}
const p = Point.make();
print(p.x, p.y, p.sum, p.label, p.reveal(), Point.count);
class Point3 extends Point {
  constructor(x, y, z) { super(x, y); this.z = z; }
  get sum() { return super.sum + this.z; }
}
const q = new Point3(1, 2, 3);
print(q.sum, q.label, q instanceof Point, Point.count);
const o = { base: 1, get dbl() { return this.base * 2; }, set dbl(v) { this.base = v / 2; } };
o.dbl = 10;
print(o.base, o.dbl);
