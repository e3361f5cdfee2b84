// Class instances across awaits: private fields and methods, static fields and static
// private state, getters/setters, inheritance with super calls and super property
// access, async methods, and instanceof / brand checks after reloads.
(async () => {
  class Shape {
    static #count = 0;
    static registry = [];
    #id;
    constructor(name) {
      this.#id = ++Shape.#count;
      this.name = name;
      Shape.registry.push(this);
    }
    get id() { return this.#id; }
    area() { return 0; }
    describe() { return `${this.name}#${this.#id} area=${this.area()}`; }
    static count() { return Shape.#count; }
    static isShape(o) { return #id in o; }
  }
  class Rect extends Shape {
    #w; #h;
    constructor(w, h) { super("rect"); this.#w = w; this.#h = h; }
    area() { return this.#w * this.#h; }
    set width(v) { this.#w = v; }
    get width() { return this.#w; }
    #scale(k) { this.#w *= k; this.#h *= k; }
    async grow() {
      const k = await tools.echo(2);
      this.#scale(k);
      return this.area();
    }
  }
  class Square extends Rect {
    static kind = "square";
    constructor(s) { super(s, s); this.name = "square"; }
    describe() { return "[" + super.describe() + "]"; }
    area() { return super.area() + 0; }
  }
  const r = new Rect(await tools.echo(3), 4);
  const s = new Square(await tools.add({ a: 2, b: 3 }));
  console.log(r.describe(), "|", s.describe());
  const grown = await s.grow();
  r.width = await tools.echo(10);
  console.log("after", grown, r.area(), r.width, s.width, Shape.count(), Square.kind);
  console.log("brands", Shape.isShape(s), Shape.isShape({}), s instanceof Rect, Object.getPrototypeOf(Square) === Rect);
  class Temp {
    #c = 0;
    get c() { return this.#c; }
    set c(v) { this.#c = Math.max(0, Math.round(v)); }
  }
  const t = new Temp();
  t.c = await tools.echo(21.6);
  t.c = t.c - 50;
  const tc1 = t.c;
  t.c = await tools.add({ a: tc1, b: 7.2 });
  console.log("temp", tc1, t.c);
  let leaked = "none";
  try {
    Rect.prototype.area.call({});
  } catch (e) {
    leaked = e.constructor.name;
  }
  await tools.delay(0);
  console.log("registry", Shape.registry.map((x) => x.id + x.name).join(","), leaked);
  return { count: Shape.count(), area: s.area() };
})()
