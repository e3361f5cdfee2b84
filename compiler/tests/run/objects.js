const key = "dyn";
const o = { a: 1, [key + "amic"]: 2, ["x" + 1]() { return "m"; }, 3: "three", "s p": 4 };
print(o.a, o.dynamic, o.x1(), o[3], o["s p"]);
const copy = { ...o, a: 10 };
print(copy.a, copy.dynamic);
const arr = [];
for (let i = 0; i < 5; i++) arr[i] = i * i;
arr.push(25, 36);
let sum = 0;
for (const v of arr) sum += v;
print(arr.length, sum, arr);
class Counter {
  static #instances = 0;
  #n = 0;
  inc = () => ++this.#n;
  static { Counter.created = "yes"; }
  constructor() { Counter.#instances++; }
  static get instances() { return Counter.#instances; }
  #double() { return this.#n * 2; }
  double() { return this.#double(); }
  has(o) { return #n in o; }
}
const c = new Counter();
c.inc(); c.inc();
new Counter();
print(c.double(), Counter.instances, Counter.created, c.has(c), c.has({}));
const getterObj = { _v: 1, get v() { return this._v; }, set v(x) { this._v = x * 3; } };
getterObj.v = 2;
print(getterObj.v);
function Legacy(name) { this.name = name; }
Legacy.prototype.hello = function () { return "hi " + this.name; };
print(new Legacy("bob").hello());
