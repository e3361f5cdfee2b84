// Closures, classes and iteration: the core language the VM runs today.
function counter() {
  let n = 0;
  return { next: () => ++n, reset() { n = 0; } };
}
const c = counter();
c.next(); c.next();
console.log("counter:", c.next());

class Shape {
  constructor(name) { this.name = name; }
  area() { return 0; }
  toString() { return `${this.name} with area ${this.area().toFixed(2)}`; }
}
class Circle extends Shape {
  #r;
  constructor(r) { super("circle"); this.#r = r; }
  area() { return Math.PI * this.#r ** 2; }
}
class Rect extends Shape {
  constructor(w, h) { super("rect"); Object.assign(this, { w, h }); }
  area() { return this.w * this.h; }
}
for (const s of [new Circle(1), new Rect(2, 3)]) console.log(String(s));

function* range(from, to, step = 1) {
  for (let i = from; i < to; i += step) yield i;
}
console.log("evens:", [...range(0, 10, 2)]);
const { total, count } = [...range(1, 101)].reduce((acc, x) => ({ total: acc.total + x, count: acc.count + 1 }), { total: 0, count: 0 });
console.log(`sum of 1..100 = ${total} over ${count} numbers`);
