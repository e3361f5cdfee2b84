const log: string[] = [];
function d(name: string) {
  log.push("eval " + name);
  return function (value: any, ctx: any) {
    log.push(`apply ${name} kind=${ctx.kind} name=${String(ctx.name)} static=${ctx.static} private=${ctx.private}`);
    ctx.addInitializer(function (this: any) { log.push(`init ${name} this=${typeof this === "function" ? this.name : typeof this}`); });
    if (ctx.kind === "field") return (v: any) => { log.push(`fieldinit ${name} ${v}`); return v; };
    if (ctx.kind === "accessor") return { init(v: any) { log.push(`accinit ${name} ${v}`); return v; } };
  };
}
function k(n: string) { log.push("key " + n); return n; }
@d("c1") @d("c2")
class C {
  @d("m") m() {}
  @d("sm") static sm() {}
  @d("f") f = 1;
  @d("sf") static sf = 2;
  @d("g") get g() { return 1; }
  @d("s") set s(v) {}
  @d("a") accessor a = 3;
  @d("sa") static accessor sa = 4;
  @d("pm") #pm() {}
  @d("pf") #pf = 5;
  @d("[k]") [k("ck")]() {}
  @d("pa") accessor #pa = 6;
  constructor() { log.push("ctor"); }
}
log.push("after class");
new C();
console.log(log.join("\n"));
