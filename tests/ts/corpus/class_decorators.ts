function logged(value: any, context: ClassMethodDecoratorContext) {
  return function (this: any, ...args: any[]) { console.log("calling", String(context.name)); return value.apply(this, args); };
}
function tag(cls: any, context: ClassDecoratorContext) { console.log("decorating", context.name); }
@tag
class Service {
  @logged
  run(x: number): number { return x * 2; }
}
console.log(new Service().run(4));
