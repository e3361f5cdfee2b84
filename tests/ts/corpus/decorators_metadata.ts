(Symbol as any).metadata ??= Symbol("Symbol.metadata");
function meta(key: string, value: unknown) {
  return (_: unknown, ctx: DecoratorContext) => { (ctx.metadata as any)[key] = value; };
}
@meta("entity", "user")
class User {
  @meta("id", "primary") id = 0;
  @meta("name", "text") accessor name = "";
  @meta("save", "method") save() {}
}
@meta("entity", "admin")
class Admin extends User {
  @meta("level", 3) level = 1;
}
const m = (User as any)[(Symbol as any).metadata];
const am = (Admin as any)[(Symbol as any).metadata];
console.log(JSON.stringify(m), Object.getPrototypeOf(m));
console.log(JSON.stringify(am), Object.getPrototypeOf(am) === m, am.id, am.entity);
const desc = Object.getOwnPropertyDescriptor(User, (Symbol as any).metadata)!;
console.log(desc.enumerable, desc.writable, desc.configurable);
class Plain { x = 1; }
console.log((Plain as any)[(Symbol as any).metadata]);
