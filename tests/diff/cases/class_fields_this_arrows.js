// Class fields with arrow functions capturing this, methods losing this when detached, bind in constructor, static this.
class Button {
  label = "btn"; clicks = 0;
  onClickArrow = () => { this.clicks++; return `${this.label}:${this.clicks}`; };
  onClickMethod() { return this === undefined ? "lost this" : `${this.label}:${++this.clicks}`; }
  constructor(label) { this.label = label; this.bound = this.onClickMethod.bind(this); }
  static make = () => new this("static");
  static count = this.name.length;
}
const b = new Button("ok");
const { onClickArrow, onClickMethod, bound } = b;
console.log(onClickArrow(), onClickMethod(), bound(), b.clicks, Object.keys(b).join());
console.log(Button.make().label, Button.count, typeof Button.prototype.onClickArrow, Object.hasOwn(b, "onClickArrow"));
const handlers = [b.onClickArrow, b.bound]; console.log(handlers.map((h) => h()).join(" "));
class Timer { seconds = 0; tick = () => ++this.seconds; start(n) { for (let i = 0; i < n; i++) [1].forEach(this.tick); return this.seconds; } }
console.log(new Timer().start(3));
class Base { field = this.init(); init() { return "base init"; } }
class Derived extends Base { extra = "derived"; init() { return "derived init sees extra=" + this.extra; } }
console.log(new Derived().field);
class Computed { ["a" + 1] = 1; static ["s" + 2] = 2; [Symbol.for("f")] = 3; } const c = new Computed(); console.log(c.a1, Computed.s2, c[Symbol.for("f")]);
