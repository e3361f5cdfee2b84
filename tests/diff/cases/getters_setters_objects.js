// Getters and setters in object literals: computed accessor names, inheritance through prototypes, this, spread reading getters once.
let reads = 0;
const base = { _x: 1, get x() { reads++; return this._x; }, set x(v) { this._x = v; } };
const child = Object.create(base);
child.x = 5;
console.log(child.x, base.x, Object.hasOwn(child, "_x"), Object.hasOwn(child, "x"), reads);
const spread = { ...base }; console.log(JSON.stringify(Object.getOwnPropertyDescriptor(spread, "x")), reads);
const name = "dyn";
const obj = { get [name + "Prop"]() { return "computed getter"; }, get 42() { return "numeric"; }, set ["s" + 1](v) { this.log = v; } };
obj.s1 = "set!"; console.log(obj.dynProp, obj[42], obj.log, Object.keys(obj).join());
const onlyGet = { get v() { return 1; } }; onlyGet.v = 2; console.log(onlyGet.v);
const onlySet = { set v(x) {} }; console.log(onlySet.v);
const counter = { count: 0, get next() { return ++this.count; } };
console.log(counter.next, counter.next, counter.count, JSON.stringify(counter));
const assignTarget = Object.assign({}, counter); console.log(JSON.stringify(assignTarget));
class Lazy { get data() { const v = [1, 2, 3]; Object.defineProperty(this, "data", { value: v }); return v; } }
const l = new Lazy(); console.log(l.data === l.data, Object.hasOwn(l, "data"));
const viaDefineGetter = {}; viaDefineGetter.__defineGetter__("q", () => "legacy"); console.log(viaDefineGetter.q, typeof viaDefineGetter.__lookupGetter__("q"));
