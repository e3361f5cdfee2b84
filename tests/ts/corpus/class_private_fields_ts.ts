class Counter {
  #count: number = 0;
  private legacy: number = 100;
  static #instances: number = 0;
  constructor() { Counter.#instances++; }
  inc(): number { return ++this.#count; }
  static get instances(): number { return Counter.#instances; }
  has(o: object): boolean { return #count in o; }
}
const c = new Counter();
c.inc(); c.inc();
new Counter();
console.log(c.inc(), Counter.instances, c.has(c), c.has({}), (c as any).legacy);
