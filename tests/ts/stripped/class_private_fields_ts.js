class Counter {
    #count = 0;
    legacy = 100;
    static #instances = 0;
    constructor() { Counter.#instances++; }
    inc() { return ++this.#count; }
    static get instances() { return Counter.#instances; }
    has(o) { return #count in o; }
}
const c = new Counter();
c.inc();
c.inc();
new Counter();
console.log(c.inc(), Counter.instances, c.has(c), c.has({}), c.legacy);
