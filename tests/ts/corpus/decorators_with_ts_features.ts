function log(v: any, ctx: any) { console.log(ctx.kind, String(ctx.name), ctx.static); }
class Base { greet() { return "base"; } }
class P extends Base {
  constructor(public name: string, private age = 3) { super(); }
  @log get v() { return this.age; }
  @log set v(x) { this.age = x; }
  @log override greet() { return "P>" + super.greet(); }
  @log static accessor #z = 1;
  @log declare foo: string;
  static z() { return P.#z; }
}
const p = new P("n");
p.v = 9;
console.log(p.v, p.greet(), P.z(), p.name, Object.keys(p).join(","));
const E = @log class {};
console.log(E.name);
function once<T>(fn: T, ctx: ClassMethodDecoratorContext): T {
  let done = false; let val: any;
  return function (this: any, ...a: any[]) { if (!done) { done = true; val = (fn as any).apply(this, a); } return val; } as any;
}
class Q { n = 0; @once inc() { return ++this.n; } }
const q = new Q(); q.inc(); q.inc();
console.log(q.n);
