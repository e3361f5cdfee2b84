// access objects, private elements, replacement, errors
const accesses: any[] = [];
function grab(value: any, ctx: any) { accesses.push(ctx); }
class Box {
  @grab #secret = 41;
  @grab static count = 0;
  @grab accessor #acc = "a";
  @grab get #g() { return "g!"; }
  @grab set #s(v: string) { this.log.push("set #s " + v); }
  @grab #m() { return "m!"; }
  @grab accessor pub = 7;
  @grab [Symbol.iterator]() { return [1, 2][Symbol.iterator](); }
  @grab static method() { return "sm"; }
  log: string[] = [];
}
const b = new Box();
for (const ctx of accesses) {
  const a = ctx.access;
  const keys = Object.keys(a).join(",");
  const name = typeof ctx.name === "symbol" ? ctx.name.toString() : ctx.name;
  const target = ctx.static ? Box : b;
  let line = `${ctx.kind} ${name} static=${ctx.static} private=${ctx.private} access=${keys} has=${a.has(target)} hasOther=${a.has({})}`;
  if (a.get && ctx.kind !== "method") line += " get=" + String(a.get(target));
  if (a.get && ctx.kind === "method") line += " getType=" + typeof a.get(target);
  console.log(line);
}
const accCtx = accesses.find((c) => c.name === "#acc");
accCtx.access.set(b, "changed");
console.log(accCtx.access.get(b));
const secret = accesses.find((c) => c.name === "#secret");
secret.access.set(b, 99);
console.log(secret.access.get(b));
try { secret.access.get({}); } catch (e: any) { console.log(e.constructor.name); }
const setter = accesses.find((c) => c.name === "#s");
setter.access.set(b, "via access");
console.log(b.log.join(";"));
console.log(typeof accesses[0].addInitializer, Object.keys(accesses[0]).join(","));
try { accesses[0].addInitializer(() => {}); } catch (e: any) { console.log(e.constructor.name, e.message); }
console.log([...b].join("+"), Box.method());
