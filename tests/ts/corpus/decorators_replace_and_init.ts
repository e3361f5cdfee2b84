// replacing classes and methods, bound methods via addInitializer, field transformers
function bound(value: Function, ctx: ClassMethodDecoratorContext) {
  ctx.addInitializer(function (this: any) { this[ctx.name] = value.bind(this); });
}
function double(_: undefined, ctx: ClassFieldDecoratorContext) {
  return (v: number) => v * 2;
}
function plus(n: number) { return (_: undefined, ctx: ClassFieldDecoratorContext) => (v: number) => v + n; }
function sealed<T extends new (...a: any[]) => any>(cls: T, ctx: ClassDecoratorContext) {
  return class extends cls {
    sealedTag = "sealed:" + String(ctx.name);
  };
}
function logCalls(prefix: string) {
  return function <T extends (...a: any[]) => any>(fn: T, ctx: ClassMethodDecoratorContext) {
    return function (this: any, ...args: any[]) {
      console.log(`${prefix} ${String(ctx.name)}(${args.join(", ")})`);
      return fn.apply(this, args);
    } as any;
  };
}
function observe(target: any, ctx: ClassAccessorDecoratorContext) {
  return {
    get(this: any) { const v = target.get.call(this); console.log("get", String(ctx.name), v); return v; },
    set(this: any, v: any) { console.log("set", String(ctx.name), v); target.set.call(this, v); },
    init(v: any) { console.log("init", String(ctx.name), v); return v + 1; },
  };
}
@sealed
class Counter {
  @double @plus(1) start = 5;
  @observe accessor total = 10;
  constructor(public label: string) {}
  @bound inc() { this.total += 1; return this; }
  @logCalls("A") @logCalls("B") add(a: number, b: number) { return a + b; }
}
const c = new Counter("x");
console.log(c.start, c.label, (c as any).sealedTag, c instanceof Counter, Counter.name);
const inc = c.inc;
inc();
console.log(c.total);
console.log(c.add(2, 3));
class Base { @bound hello() { return "hi from " + this.constructor.name; } }
class Derived extends Base { @plus(100) n = 1; }
const d = new Derived();
const h = d.hello;
console.log(h(), d.n, Object.keys(d).join(","));
function bad(_: any, _ctx: any) { return 42; }
try {
  class X { @(bad as any) m() {} }
  console.log("no error", X);
} catch (e: any) { console.log(e.constructor.name, e.message); }
try {
  class Y { @((v: any, c: any) => { c.addInitializer(5); }) m() {} }
  console.log("no error", Y);
} catch (e: any) { console.log(e.constructor.name, e.message); }
const Anon = [0].map(() => {
  return @((c: any, ctx: any) => { console.log("class ctx name", ctx.name, ctx.kind); }) class {};
})[0];
console.log(typeof Anon);
const Named = @((c: any, ctx: any) => { console.log("named", ctx.name); }) class {};
console.log(Named.name);
