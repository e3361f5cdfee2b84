// Validation in setters, computed accessors, Object.defineProperties and inheritance of accessors.
class Temperature {
  #c = 0;
  get celsius() { return this.#c; }
  set celsius(v) { if (typeof v !== "number" || Number.isNaN(v)) throw new TypeError("not a number: " + v); this.#c = v; }
  get fahrenheit() { return this.#c * 9 / 5 + 32; }
  set fahrenheit(f) { this.celsius = (f - 32) * 5 / 9; }
}
const t = new Temperature();
t.fahrenheit = 212;
console.log(t.celsius, t.fahrenheit);
try { t.celsius = "hot"; } catch (e) { console.log(e.message); }
const desc = Object.getOwnPropertyDescriptor(Temperature.prototype, "celsius");
console.log(typeof desc.get, typeof desc.set, desc.enumerable, desc.configurable);
const o = Object.defineProperties({}, {
  a: { value: 1, enumerable: true },
  b: { get() { return this.a + 1; }, enumerable: true },
  c: { value: 3 },
});
console.log(JSON.stringify(o), Object.keys(o).join(), o.c, JSON.stringify(Object.getOwnPropertyDescriptors(o).b.enumerable));
const child = Object.create(o);
child.a = 10;
console.log(child.a, child.b, Object.keys(child).join());
const counter = { n: 0, get next() { return ++this.n; } };
console.log(counter.next, counter.next, counter.n);
