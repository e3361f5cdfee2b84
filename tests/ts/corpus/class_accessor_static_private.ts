// static/private accessors, class replacement inside static members, decorator `this`, evaluation errors
const order: string[] = [];
function track(name: string) {
  order.push("eval " + name);
  return function (this: unknown, v: any, ctx: any) {
    order.push(`apply ${name} this=${typeof this}`);
    if (ctx.kind === "class") {
      return class extends v { static replaced = true; };
    }
  };
}
class Cnt {
  static accessor #count = 0;
  static inc() { return ++Cnt.#count; }
  static get count() { return Cnt.#count; }
}
@track("cls")
class K {
  static inc() { return Cnt.inc(); }
  static get count() { return Cnt.count; }
  @track("sm") static who() { return this === K ? "K" : "other"; }
  static self = this;
}
console.log(K.inc(), K.inc(), K.count, (K as any).replaced, K.who(), K.self === K);
console.log(order.join(" | "));
try {
  class Bad { @((() => { throw new Error("boom in decorator"); }) as any) x = 1; }
  console.log(Bad);
} catch (e: any) { console.log("caught", e.message); }
class Acc {
  accessor a = 1;
  static accessor b = 2;
  accessor [`c${1}`] = 3;
}
const acc = new Acc();
const d = Object.getOwnPropertyDescriptor(Acc.prototype, "a")!;
console.log(typeof d.get, typeof d.set, d.enumerable, d.configurable, d.get!.name, d.set!.name);
console.log(Object.keys(acc).length, acc.a, Acc.b, (acc as any).c1);
acc.a = 5; Acc.b = 6;
console.log(acc.a, Acc.b, Object.getOwnPropertyNames(Acc.prototype).join(","));
try { d.get!.call({}); } catch (e: any) { console.log(e.constructor.name); }
const accessor = 1; let x = { accessor: 2 };
class Names { accessor; static accessor = 3; "accessor"() { return "m"; } }
console.log(accessor, x.accessor, new Names().accessor, Names.accessor, new Names()["accessor"]);
