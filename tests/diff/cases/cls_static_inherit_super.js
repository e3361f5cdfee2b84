// Static members inherited through extends, super in static and object-literal methods, new.target.
class Base {
  static registry = [];
  static register(x) { this.registry.push(x); return this; }
  static create(...a) { return new this(...a); }
  constructor() { this.kind = new.target.name; }
  describe() { return `I am ${this.kind}`; }
}
class Child extends Base {
  static create(...a) { const o = super.create(...a); o.extra = true; return o; }
  describe() { return super.describe() + " (child)"; }
}
const c = Child.create();
console.log(c.kind, c.extra, c.describe(), Child.registry === Base.registry, Object.getPrototypeOf(Child) === Base);
Child.register(1); Base.register(2);
console.log(Base.registry.join(), Object.hasOwn(Child, "registry"));
const proto = { hello() { return "proto hello"; } };
const obj = { __proto__: proto, hello() { return super.hello() + " via obj"; } };
console.log(obj.hello());
function F() { return new.target === undefined ? "call" : "construct"; }
console.log(F(), new F() instanceof F, Reflect.construct(F, []) instanceof F);
class Abstract { constructor() { if (new.target === Abstract) throw new TypeError("abstract"); } }
try { new Abstract(); } catch (e) { console.log(e.message); }
console.log(new (class extends Abstract {})() instanceof Abstract);
class NoSuper extends Base { constructor() { } }
try { new NoSuper(); } catch (e) { console.log(e.name); }
